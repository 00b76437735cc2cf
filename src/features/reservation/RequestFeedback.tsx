import { useT } from '../../i18n/react.tsx';
import { StaleReload } from './StaleReload.tsx';
import type { StepRequest } from './use-step-request.ts';

/**
 * A step's failure (announced), the note that the reservation was loaded again, and after a
 * 3014 the button that loads it again (`onReload`; without one the step never sees a 3014).
 */
export function RequestFeedback({
  request,
  onReload,
}: {
  request: StepRequest;
  onReload?: () => Promise<void>;
}) {
  const t = useT();
  return (
    <>
      <div role="alert">
        {request.failure && <p className="hb-error">{request.failure}</p>}
        {request.reloaded && <p className="hb-mg-note">{t('manage.reloaded')}</p>}
      </div>
      {request.stale && onReload && (
        <StaleReload
          onReload={async () => {
            await onReload();
            request.reloadDone();
          }}
        />
      )}
    </>
  );
}
