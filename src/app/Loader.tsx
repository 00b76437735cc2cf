import { useT } from '../i18n/react.tsx';

/**
 * Shown until init data and the auth check are done (product.md §2). A polite status with
 * visible text, so screen readers hear "Loading…" once instead of nothing.
 */
export function Loader() {
  const t = useT();
  return (
    <div className="hb-loader" role="status" aria-live="polite">
      <span className="hb-spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
