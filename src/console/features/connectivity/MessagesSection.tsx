import { listConnectivityMessages } from '../../../api/contract/endpoints/console-connectivity.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';

/** The last messages received and sent (AlpineBits, webhooks, iCal) with their outcome. */
export function MessagesSection({ hotel }: { readonly hotel: string }) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const { state, reload } = useLoad(
    (signal) =>
      call(listConnectivityMessages, { params: { hotel }, query: {}, signal }).then((a) => a.data),
    [call, hotel],
  );
  return (
    <section aria-labelledby="connectivity-messages">
      <h2 id="connectivity-messages">{t('connectivity.messages.title')}</h2>
      <button type="button" className="cs-button" onClick={reload}>
        {t('connectivity.messages.refresh')}
      </button>
      <LoadStatus state={state} retry={reload}>
        {(messages) =>
          messages.length === 0 ? (
            <p>{t('connectivity.messages.none')}</p>
          ) : (
            <div className="cs-table-wrap">
              <table className="cs-table">
                <thead>
                  <tr>
                    <th scope="col">{t('connectivity.messages.when')}</th>
                    <th scope="col">{t('connectivity.messages.what')}</th>
                    <th scope="col">{t('connectivity.messages.outcome')}</th>
                    <th scope="col">{t('connectivity.messages.detail')}</th>
                  </tr>
                </thead>
                <tbody>
                  {messages.map((m) => (
                    <tr key={m.id}>
                      <td>
                        {intl.formatDate(new Date(m.created_at), {
                          dateStyle: 'short',
                          timeStyle: 'medium',
                        })}
                      </td>
                      <th scope="row">
                        {t(`connectivity.direction.${m.direction}`)}{' '}
                        <span className="cs-code">{m.action}</span>
                      </th>
                      <td>
                        {t(`connectivity.outcome.${m.outcome}`)}
                        {m.http_status === null ? '' : ` (${m.http_status})`}
                      </td>
                      <td>
                        <bdi>{m.detail}</bdi>
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
