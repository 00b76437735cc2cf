import * as v from 'valibot';
import {
  addConsolePasskey,
  getConsolePasskeyRegistrationOptions,
  listConsolePasskeys,
  removeConsolePasskey,
} from '../../../api/contract/endpoints/console-auth.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import {
  ErrorSummary,
  FormRefusal,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { Problem } from '../../shared/load/Problem.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { useRefreshSession } from '../../shared/session/use-refresh-session.ts';
import { passkeyFailureText, passkeyRegistration } from './passkey.ts';

const NameSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
});

/** The member's passkeys: listed with when each was added and last used, added, removed. */
export function PasskeysSection() {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const refresh = useRefreshSession();
  const { state, reload } = useLoad((signal) => call(listConsolePasskeys, { signal }), [call]);
  const [status, setStatus] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const date = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'medium' });

  const form = useConsoleForm({
    initial: { name: '' },
    schema: NameSchema,
    onSubmit: async ({ name }: v.InferOutput<typeof NameSchema>) => {
      setStatus(null);
      const start = await call(getConsolePasskeyRegistrationOptions);
      let credential: Awaited<ReturnType<typeof passkeyRegistration>>;
      try {
        credential = await passkeyRegistration(start.options);
      } catch (error) {
        const text = passkeyFailureText(error);
        if (text) throw new FormRefusal(t(text));
        throw error;
      }
      await call(addConsolePasskey, {
        body: { challenge_id: start.challenge_id, credential, name },
      });
      form.set('name', '');
      setStatus(t('auth.passkeys.added', { name }));
      reload();
      await refresh();
    },
  });

  const remove = async (id: number, name: string) => {
    setRemoveError(null);
    try {
      await call(removeConsolePasskey, { params: { id: String(id) } });
      setStatus(t('auth.passkeys.removed', { name }));
      reload();
      await refresh();
    } catch (error) {
      setRemoveError(t(consoleErrorId(error)));
    }
  };

  return (
    <section aria-labelledby="cs-passkeys">
      <h2 id="cs-passkeys">{t('auth.passkeys.heading')}</h2>
      <p>{t('auth.passkeys.intro')}</p>
      {status ? (
        <p className="cs-notice" role="status">
          {status}
        </p>
      ) : null}
      <Problem text={removeError} />
      <LoadStatus state={state} retry={reload}>
        {({ passkeys }) =>
          passkeys.length === 0 ? (
            <p>{t('auth.passkeys.none')}</p>
          ) : (
            <ul className="cs-list">
              {passkeys.map((passkey) => (
                <li key={passkey.id}>
                  <span>
                    <strong>{passkey.name}</strong>
                    <br />
                    <span className="cs-muted">
                      {t('auth.passkeys.added.on', { date: date(passkey.created_at) })}
                      {' · '}
                      {passkey.last_used_at
                        ? t('auth.passkeys.used.on', { date: date(passkey.last_used_at) })
                        : t('auth.passkeys.neverUsed')}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="cs-button cs-danger"
                    onClick={() => void remove(passkey.id, passkey.name)}
                  >
                    {t('auth.passkeys.remove', { name: passkey.name })}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </LoadStatus>
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <TextField
          form={form}
          name="name"
          label={t('auth.passkeys.name')}
          hint={t('auth.passkeys.nameHint')}
          autoComplete="off"
        />
        <SubmitButton form={form}>{t('auth.passkeys.add')}</SubmitButton>
      </form>
    </section>
  );
}
