import { CreateAlpineBitsCredentialSchema } from '../../../api/contract/console/connectivity.ts';
import {
  createAlpineBitsCredential,
  listAlpineBitsCredentials,
  revokeAlpineBitsCredential,
} from '../../../api/contract/endpoints/console-connectivity.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { IssuedTable } from '../../shared/secrets/IssuedTable.tsx';
import { ShownOnce } from '../../shared/secrets/ShownOnce.tsx';
import { reasonText } from '../settings/reason-text.ts';

/**
 * AlpineBits: the endpoint and version to give the channel manager, and its credentials, made
 * here with the password shown once, listed by user name, revoked here.
 */
export function AlpineBitsSection({ hotel }: { readonly hotel: string }) {
  const t = useCT();
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
  const revoke = (id: string) => {
    setFailure(null);
    call(revokeAlpineBitsCredential, { params: { hotel, id } }).then(reload, setFailure);
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
              <ShownOnce
                note={t('connectivity.alpinebits.shownOnce')}
                shown={`${made.username}\n${made.password}`}
                copy={made.password}
                copyLabel={t('connectivity.alpinebits.copy')}
              />
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
              <IssuedTable
                items={answer.credentials.map((c) => ({
                  key: String(c.id),
                  label: c.label,
                  code: c.username,
                  created_at: c.created_at,
                  revoked_at: c.revoked_at,
                }))}
                headings={{
                  label: t('connectivity.alpinebits.label'),
                  code: t('connectivity.alpinebits.username'),
                  created: t('connectivity.created'),
                  state: t('connectivity.state'),
                }}
                revokedText={t('connectivity.revoked')}
                revokeText={(c) => t('connectivity.alpinebits.revoke', { label: c.label })}
                onRevoke={(c) => revoke(c.key)}
              />
            )}
          </>
        )}
      </LoadStatus>
    </section>
  );
}
