import { useT } from '../i18n/react.tsx';

/**
 * Startup failed: the full-page init error as plain text (product.md §2). The reason itself is
 * in the global banner above (doc 2 §8 "Init failure: error title shown globally").
 */
export function InitError() {
  const t = useT();
  return <p className="hb-init-error">{t('app.error.title')}</p>;
}
