import { useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { getSubscriptionStatus, unsubscribe } from '../../api/contract/endpoints/marketing.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import { toApiError } from '../../api/errors/to-api-error.ts';
import { isolate } from '../../i18n/isolate.ts';
import { useT } from '../../i18n/react.tsx';
import { useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { LazyErrorText } from '../../shared/errors/LazyErrorText.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { isInvalidLink } from './invalid-link.ts';
import { successPath } from './success-path.ts';
import { UNSUBSCRIBE_CSS } from './unsubscribe-css.ts';

addWidgetStyles(UNSUBSCRIBE_CSS);

/**
 * /unsubscribe-email/confirmation?token=…: the link at the foot of a marketing e-mail. Shows
 * which address (masked: links get forwarded) the link stops and asks before unsubscribing, so
 * a mail scanner that follows links cannot unsubscribe anyone. Already unsubscribed addresses
 * are told so; an unknown or damaged link is called not valid, with what to do instead (a
 * retry cannot help it); other failures get the API's translated error.
 */
export function UnsubscribeConfirmationScreen(_props: { config: WidgetConfig }) {
  const api = useApi();
  const t = useT();
  const Title = useHeading(1);
  const [, navigate] = useLocation();
  const search = useSearch();
  const token = new URLSearchParams(search).get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | undefined>(undefined);
  const status = useLoad(
    () =>
      callEndpoint(api, getSubscriptionStatus, { query: { token } }).then((answer) => answer.data),
    [api, token],
  );

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await callEndpoint(api, unsubscribe, { body: { token } });
      navigate(successPath(search), { replace: true });
    } catch (error) {
      setFailure(toApiError(error));
      setBusy(false);
    }
  };

  const value = status.value;
  const message = (error: ApiError) =>
    isInvalidLink(error) ? t('unsub.invalidLink') : <LazyErrorText error={error} />;
  return (
    <section className="hb-unsub" aria-labelledby="hb-unsub-title">
      <Title id="hb-unsub-title" className="hb-unsub-title">
        {t('unsub.title')}
      </Title>
      <LoadStatus loading={status.loading} error={status.error} message={message} />
      {value && !value.subscribed && (
        <p className="hb-unsub-ok" role="status">
          {t('unsub.already', { email: isolate(value.email) })}
        </p>
      )}
      {value?.subscribed && (
        <>
          <p className="hb-unsub-note">{t('unsub.question', { email: isolate(value.email) })}</p>
          <LoadStatus loading={false} error={failure} message={message} />
          <p>
            <button type="button" className="hb-btn" onClick={confirm} disabled={busy}>
              {busy ? t('app.loading') : t('unsub.confirm')}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
