import { useAtomValue, useStore } from 'jotai/react';
import { useT } from '../i18n/react.tsx';
import { LazyErrorText } from '../shared/errors/LazyErrorText.tsx';
import { dismissGlobalBanner, globalBannerAtom } from '../shared/errors/slots.ts';

/**
 * The global error banner (doc 2 §8 "Error slots"), above the page and dismissible. On pay
 * pages it is a warning alert rather than an error (the payment may still be fine).
 */
export function GlobalBanner({ warning }: { warning: boolean }) {
  const error = useAtomValue(globalBannerAtom);
  const store = useStore();
  const t = useT();
  if (!error) return null;
  return (
    <div className={warning ? 'hb-banner hb-banner-warning' : 'hb-banner'} role="alert">
      <p>
        <LazyErrorText error={error} />
      </p>
      <button
        type="button"
        className="hb-btn hb-btn-quiet hb-btn-small"
        onClick={() => dismissGlobalBanner(store)}
      >
        {t('app.dismiss')}
      </button>
    </div>
  );
}
