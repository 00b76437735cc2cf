import { useAtom } from 'jotai/react';
import { useT } from '../i18n/react.tsx';
import { useMemo } from '../react.ts';
import { missingFeatures, obsoleteWarningDismissedAtom } from './obsolete-browser.ts';

/** The dismissible warning for obsolete browsers (product.md §2 "Header and shell"). */
export function ObsoleteBrowserWarning() {
  const [dismissed, setDismissed] = useAtom(obsoleteWarningDismissedAtom);
  // The server's drawing of the first screen (server/web/first-screen) is for a current
  // browser; an obsolete one gets the warning when the widget takes that screen over.
  const obsolete = useMemo(
    () => typeof document !== 'undefined' && missingFeatures().length > 0,
    [],
  );
  const t = useT();
  if (!obsolete || dismissed) return null;
  return (
    <div className="hb-banner hb-banner-warning" role="alert">
      <p>{t('app.obsoleteBrowser')}</p>
      <button
        type="button"
        className="hb-btn hb-btn-quiet hb-btn-small"
        onClick={() => setDismissed(true)}
      >
        {t('app.dismiss')}
      </button>
    </div>
  );
}
