import { useStore } from 'jotai';
import type { Member } from '../../api/contract/membership.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { TextField } from '../../shared/form/Field.tsx';
import { replaceMemberProfile } from '../../shared/member/member-session.ts';
import { changeEmail, resendEmailChange } from './account-api.ts';
import { accountErrorText, isWrongPassword } from './account-errors.ts';
import { type AccountMessage, newEmailError, requiredPasswordError } from './account-forms.ts';
import { useSubmit } from './use-submit.ts';

/**
 * Changing the login e-mail: the new address with the current password; the change waits for
 * the link sent to the new address (shown as pending, with a button to send it again).
 * Members of an external provider have no password here and change nothing.
 */
export function EmailSection({ member }: { member: Member }) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const store = useStore();
  const Heading = useHeading(2);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: AccountMessage; password?: AccountMessage }>({});
  const [notice, setNotice] = useState<string>();
  const emailRef = useRef<HTMLInputElement | null>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const submit = useSubmit();
  const resend = useSubmit();

  const send = async () => {
    setNotice(undefined);
    const found: { email?: AccountMessage; password?: AccountMessage } = {};
    const emailProblem = newEmailError(email, member.email);
    const passwordProblem = requiredPasswordError(password);
    if (emailProblem) found.email = emailProblem;
    if (passwordProblem) found.password = passwordProblem;
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    const result = await submit.run(() => changeEmail(api, email.trim(), password));
    if (result.ok) {
      replaceMemberProfile(store, { ...member, pending_email: result.value });
      setEmail('');
      setPassword('');
      setNotice(t('account.email.sent', { email: result.value }));
    } else if (isWrongPassword(result.error)) {
      submit.clear();
      setErrors({ password: 'account.error.wrongPassword' });
      passwordRef.current?.focus();
    }
  };

  const sendAgain = async () => {
    setNotice(undefined);
    const result = await resend.run(() => resendEmailChange(api));
    if (result.ok) setNotice(t('account.email.sent', { email: result.value }));
  };

  const failure = submit.failure ?? resend.failure;
  return (
    <section className="hb-card" aria-labelledby="hb-ac-email">
      <Heading id="hb-ac-email" className="hb-ac-heading">
        {t('account.email.title')}
      </Heading>
      <div role="status">{notice && <p className="hb-ac-ok">{notice}</p>}</div>
      {member.pending_email && (
        <div className="hb-ac-actions">
          <p className="hb-muted">{t('account.email.pending', { email: member.pending_email })}</p>
          <button
            type="button"
            className="hb-btn hb-btn-quiet"
            disabled={resend.busy}
            onClick={() => void sendAgain()}
          >
            {t('account.email.resend')}
          </button>
        </div>
      )}
      {member.has_password ? (
        <form
          className="hb-form hb-ac-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <TextField
            name="new_email"
            label={t('account.email.new')}
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            required
            value={email}
            onChange={setEmail}
            error={errors.email && t(errors.email)}
            inputRef={emailRef}
          />
          <TextField
            name="email_current_password"
            label={t('account.password.current')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
            error={errors.password && t(errors.password)}
            inputRef={passwordRef}
          />
          <div role="alert">
            {failure && <p className="hb-error">{accountErrorText(intl, failure)}</p>}
          </div>
          <div className="hb-ac-actions">
            <button type="submit" className="hb-btn" disabled={submit.busy}>
              {t('account.email.submit')}
            </button>
          </div>
        </form>
      ) : (
        <p className="hb-muted">{t('account.email.external')}</p>
      )}
    </section>
  );
}
