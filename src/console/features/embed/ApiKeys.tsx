import { CreateApiKeySchema } from '../../../api/contract/console/embed.ts';
import {
  createConsoleApiKey,
  listConsoleApiKeys,
  revokeConsoleApiKey,
} from '../../../api/contract/endpoints/console-embed.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { reasonText } from '../settings/SettingsForm.tsx';
import { CopyButton } from './CopyButton.tsx';

/**
 * The hotel's API keys (owners): made here and shown once, listed by prefix and label, revoked
 * here. The hotel's own systems use them (`Authorization: Bearer <key>`).
 */
export function ApiKeys({ hotel }: { readonly hotel: string }) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const [made, setMade] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { state, reload } = useLoad(
    (signal) => call(listConsoleApiKeys, { params: { hotel }, signal }).then((a) => a.data),
    [call, hotel],
  );
  const form = useConsoleForm({
    initial: { label: '' },
    schema: CreateApiKeySchema,
    reasonText,
    onSubmit: async (body) => {
      const answer = await call(createConsoleApiKey, { params: { hotel }, body });
      setMade(answer.data.key);
      reload();
    },
  });
  const revoke = (prefix: string) => {
    setFailure(null);
    call(revokeConsoleApiKey, { params: { hotel, prefix } }).then(reload, setFailure);
  };
  return (
    <section aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">{t('embed.keys.title')}</h2>
      <p>{t('embed.keys.intro')}</p>
      {made ? (
        <div className="cs-secret" role="status">
          <p>{t('embed.keys.shownOnce')}</p>
          <pre className="cs-code">{made}</pre>
          <CopyButton text={made} label={t('embed.keys.copy')} />
        </div>
      ) : null}
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <TextField
          form={form}
          name="label"
          label={t('embed.keys.label')}
          hint={t('embed.keys.labelHint')}
        />
        <SubmitButton form={form}>{t('embed.keys.create')}</SubmitButton>
      </form>
      {failure ? (
        <p className="cs-alert" role="alert">
          {t(consoleErrorId(failure))}
        </p>
      ) : null}
      <LoadStatus state={state} retry={reload}>
        {(keys) =>
          keys.length === 0 ? (
            <p>{t('embed.keys.none')}</p>
          ) : (
            <div className="cs-table-wrap">
              <table className="cs-table">
                <thead>
                  <tr>
                    <th scope="col">{t('embed.keys.label')}</th>
                    <th scope="col">{t('embed.keys.prefix')}</th>
                    <th scope="col">{t('embed.keys.created')}</th>
                    <th scope="col">{t('embed.keys.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {keys.map((key) => (
                    <tr key={key.prefix}>
                      <th scope="row">{key.label}</th>
                      <td>
                        <span className="cs-code">{key.prefix}</span>
                      </td>
                      <td>
                        {intl.formatDate(new Date(key.created_at), {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        })}
                      </td>
                      <td>
                        {key.revoked_at ? (
                          t('embed.keys.revoked')
                        ) : (
                          <button
                            type="button"
                            className="cs-button cs-danger"
                            onClick={() => revoke(key.prefix)}
                          >
                            {t('embed.keys.revoke', { label: key.label })}
                          </button>
                        )}
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
