import { CreateAlpineBitsCredentialSchema } from '../../../api/contract/console/connectivity.ts';
import {
  createAlpineBitsCredential,
  listAlpineBitsCredentials,
  revokeAlpineBitsCredential,
} from '../../../api/contract/endpoints/console-connectivity.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { CopyButton } from '../embed/CopyButton.tsx';
import { reasonText } from '../settings/SettingsForm.tsx';
import { FailureAlert } from './FailureAlert.tsx';

/**
 * AlpineBits: the endpoint and version to give the channel manager, and its credentials, made
 * here with the password shown once, listed by user name, revoked here.
 */
export function AlpineBitsSection({ hotel }: { readonly hotel: string }) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const [made, setMade] = useState<{ username: string; password: string } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { state, reload } = useLoad(
    (signal) => call(listAlpineBitsCredentials, { params: { hotel }, signal }).then((a) => a.data),
    [call, hotel],
  );
  const form = useConsoleForm({
    initial: { label: '' },
    schema: CreateAlpineBitsCredentialSchema,
    reasonText,
    onSubmit: async (body) => {
      const answer = await call(createAlpineBitsCredential, { params: { hotel }, body });
      setMade({ username: answer.data.username, password: answer.data.password });
      reload();
    },
  });
  const revoke = (id: number) => {
    setFailure(null);
    call(revokeAlpineBitsCredential, { params: { hotel, id: String(id) } }).then(
      reload,
      setFailure,
    );
  };
  return (
    <section aria-labelledby="connectivity-alpinebits">
      <h2 id="connectivity-alpinebits">{t('connectivity.alpinebits.title')}</h2>
      <p>{t('connectivity.alpinebits.intro')}</p>
      <LoadStatus state={state} retry={reload}>
        {(answer) => (
          <>
            <dl className="cs-facts">
              <dt>{t('connectivity.alpinebits.endpoint')}</dt>
              <dd>
                <span className="cs-code">{answer.endpoint_url}</span>
              </dd>
              <dt>{t('connectivity.alpinebits.version')}</dt>
              <dd>
                <span className="cs-code">{answer.version}</span>
              </dd>
            </dl>
            {made ? (
              <div className="cs-secret" role="status">
                <p>{t('connectivity.alpinebits.shownOnce')}</p>
                <pre className="cs-code">{`${made.username}\n${made.password}`}</pre>
                <CopyButton text={made.password} label={t('connectivity.alpinebits.copy')} />
              </div>
            ) : null}
            <form onSubmit={form.submit} noValidate>
              <ErrorSummary form={form} />
              <TextField
                form={form}
                name="label"
                label={t('connectivity.alpinebits.label')}
                hint={t('connectivity.alpinebits.labelHint')}
              />
              <SubmitButton form={form}>{t('connectivity.alpinebits.create')}</SubmitButton>
            </form>
            <FailureAlert failure={failure} />
            {answer.credentials.length === 0 ? (
              <p>{t('connectivity.alpinebits.none')}</p>
            ) : (
              <div className="cs-table-wrap">
                <table className="cs-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('connectivity.alpinebits.label')}</th>
                      <th scope="col">{t('connectivity.alpinebits.username')}</th>
                      <th scope="col">{t('connectivity.created')}</th>
                      <th scope="col">{t('connectivity.state')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.credentials.map((c) => (
                      <tr key={c.id}>
                        <th scope="row">{c.label}</th>
                        <td>
                          <span className="cs-code">{c.username}</span>
                        </td>
                        <td>
                          {intl.formatDate(new Date(c.created_at), {
                            dateStyle: 'medium',
                            timeStyle: 'short',
                          })}
                        </td>
                        <td>
                          {c.revoked_at ? (
                            t('connectivity.revoked')
                          ) : (
                            <button
                              type="button"
                              className="cs-button cs-danger"
                              onClick={() => revoke(c.id)}
                            >
                              {t('connectivity.alpinebits.revoke', { label: c.label })}
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </LoadStatus>
    </section>
  );
}
