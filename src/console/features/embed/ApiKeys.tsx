import { CreateApiKeySchema } from '../../../api/contract/console/embed.ts';
import {
  createConsoleApiKey,
  listConsoleApiKeys,
  revokeConsoleApiKey,
} from '../../../api/contract/endpoints/console-embed.ts';
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
 * The hotel's API keys (owners): made here and shown once, listed by prefix and label, revoked
 * here. The hotel's own systems use them (`Authorization: Bearer <key>`).
 */
export function ApiKeys({ hotel }: { readonly hotel: string }) {
  const t = useCT();
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
        <ShownOnce note={t('embed.keys.shownOnce')} shown={made} copyLabel={t('embed.keys.copy')} />
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
      <FailureAlert failure={failure} />
      <LoadStatus state={state} retry={reload}>
        {(keys) =>
          keys.length === 0 ? (
            <p>{t('embed.keys.none')}</p>
          ) : (
            <IssuedTable
              items={keys.map((key) => ({ ...key, key: key.prefix, code: key.prefix }))}
              headings={{
                label: t('embed.keys.label'),
                code: t('embed.keys.prefix'),
                created: t('embed.keys.created'),
                state: t('embed.keys.state'),
              }}
              revokedText={t('embed.keys.revoked')}
              revokeText={(key) => t('embed.keys.revoke', { label: key.label })}
              onRevoke={(key) => revoke(key.code)}
            />
          )
        }
      </LoadStatus>
    </section>
  );
}
