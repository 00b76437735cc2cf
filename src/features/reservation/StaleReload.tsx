import { toApiError } from '../../api/errors/index.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useState } from '../../react.ts';
import { manageErrorText } from './manage-errors.ts';

/**
 * After a 3014 (the reservation changed since this screen was built): a button that loads the
 * reservation again, so the guest reviews what is true now and confirms on the new version.
 * What the guest typed in the step stays; the step is rebuilt around the fresh reservation.
 */
export function StaleReload({ onReload }: { onReload: () => Promise<void> }) {
  const t = useT();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  return (
    <p className="hb-mg-actions">
      <button
        type="button"
        className="hb-btn hb-btn-quiet"
        disabled={busy}
        data-action="reload-reservation"
        onClick={() => {
          setBusy(true);
          setFailure(undefined);
          onReload().then(
            () => setBusy(false),
            (caught: unknown) => {
              setFailure(manageErrorText(intl, toApiError(caught)));
              setBusy(false);
            },
          );
        }}
      >
        {t('manage.reload')}
      </button>
      {failure && <span className="hb-error">{failure}</span>}
    </p>
  );
}
