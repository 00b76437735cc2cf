import { CreateWebhookEndpointSchema } from '../../../api/contract/console/connectivity.ts';
import {
  createWebhookEndpoint,
  disableWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
} from '../../../api/contract/endpoints/console-connectivity.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { ShownOnce } from '../../shared/secrets/ShownOnce.tsx';
import { urlReasonText } from './url-reason.ts';

/**
 * Webhooks: endpoints for reservation events (the signing secret shown once), disabled here;
 * their deliveries with attempts and outcome, each sent again on demand.
 */
export function WebhooksSection({ hotel }: { readonly hotel: string }) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const [secret, setSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const endpoints = useLoad(
    (signal) => call(listWebhookEndpoints, { params: { hotel }, signal }).then((a) => a.data),
    [call, hotel],
  );
  const deliveries = useLoad(
    (signal) => call(listWebhookDeliveries, { params: { hotel }, signal }).then((a) => a.data),
    [call, hotel],
  );
  const form = useConsoleForm({
    initial: { url: '', description: '' },
    schema: CreateWebhookEndpointSchema,
    reasonText: urlReasonText,
    onSubmit: async (body) => {
      const answer = await call(createWebhookEndpoint, { params: { hotel }, body });
      setSecret(answer.data.secret);
      endpoints.reload();
    },
  });
  const act = (done: Promise<unknown>) => {
    setFailure(null);
    done.then(() => {
      endpoints.reload();
      deliveries.reload();
    }, setFailure);
  };
  const when = (iso: string | null) =>
    iso ? intl.formatDate(new Date(iso), { dateStyle: 'short', timeStyle: 'medium' }) : '';
  return (
    <section aria-labelledby="connectivity-webhooks">
      <h2 id="connectivity-webhooks">{t('connectivity.webhooks.title')}</h2>
      <p>{t('connectivity.webhooks.intro')}</p>
      {secret ? (
        <ShownOnce
          note={t('connectivity.webhooks.shownOnce')}
          shown={secret}
          copyLabel={t('connectivity.webhooks.copy')}
        />
      ) : null}
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <TextField
          form={form}
          name="url"
          label={t('connectivity.webhooks.url')}
          hint={t('connectivity.webhooks.urlHint')}
        />
        <TextField form={form} name="description" label={t('connectivity.webhooks.description')} />
        <SubmitButton form={form}>{t('connectivity.webhooks.create')}</SubmitButton>
      </form>
      <FailureAlert failure={failure} />
      <LoadStatus state={endpoints.state} retry={endpoints.reload}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('connectivity.webhooks.none')}</p>
          ) : (
            <ul className="cs-list">
              {list.map((e) => (
                <li key={e.id}>
                  <bdi className="cs-code">{e.url}</bdi> {e.description}{' '}
                  {e.disabled_at ? (
                    t('connectivity.revoked')
                  ) : (
                    <button
                      type="button"
                      className="cs-button cs-danger"
                      onClick={() =>
                        act(call(disableWebhookEndpoint, { params: { hotel, id: String(e.id) } }))
                      }
                    >
                      {t('connectivity.webhooks.disable', { url: e.url })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </LoadStatus>
      <h3>{t('connectivity.deliveries.title')}</h3>
      <LoadStatus state={deliveries.state} retry={deliveries.reload}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('connectivity.deliveries.none')}</p>
          ) : (
            <div className="cs-table-wrap">
              <table className="cs-table">
                <thead>
                  <tr>
                    <th scope="col">{t('connectivity.deliveries.event')}</th>
                    <th scope="col">{t('connectivity.deliveries.reservation')}</th>
                    <th scope="col">{t('connectivity.state')}</th>
                    <th scope="col">{t('connectivity.deliveries.attempts')}</th>
                    <th scope="col">{t('connectivity.deliveries.again')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((d) => (
                    <tr key={d.id}>
                      <th scope="row">
                        <span className="cs-code">{d.event_type}</span>
                      </th>
                      <td>{d.reservation_number ?? ''}</td>
                      <td>
                        {t(`connectivity.delivery.${d.status}`)} {when(d.delivered_at)}
                        {d.last_error ? (
                          <>
                            {' '}
                            <bdi>{d.last_error}</bdi>
                          </>
                        ) : null}
                      </td>
                      <td>{d.attempts}</td>
                      <td>
                        <button
                          type="button"
                          className="cs-button"
                          onClick={() =>
                            act(call(redeliverWebhook, { params: { hotel, id: String(d.id) } }))
                          }
                        >
                          {t('connectivity.deliveries.redeliver', { event: d.event_type })}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadStatus>
    </section>
  );
}
