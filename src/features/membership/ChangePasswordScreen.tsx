import { useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { updatePassword } from '../../api/contract/endpoints/membership.ts';
import { ErrorCode } from '../../api/contract/error.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { AuthForm, AuthPage, FormFailure, SubmitButton } from './AuthPage.tsx';
import { useSignedIn } from './after-sign-in.ts';
import { NewPasswordFields } from './PasswordFields.tsx';
import { confirmationError, newPasswordError } from './password-rules.ts';
import { useAuthSubmit } from './use-auth-submit.ts';

/** /change-password?reset_password_token: the new password twice, then signed in. */
export function ChangePasswordScreen(_props: { config: WidgetConfig }) {
  const api = useApi();
  const t = useT();
  const token = new URLSearchParams(useSearch()).get('reset_password_token') ?? '';
  const signedIn = useSignedIn();
  const submit = useAuthSubmit();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: MessageId; confirmation?: MessageId }>({});
  const [expired, setExpired] = useState(token.length < 16);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const confirmationRef = useRef<HTMLInputElement | null>(null);

  if (expired) {
    return (
      <AuthPage title={t('membership.reset.title')}>
        <p className="hb-error" role="alert">
          {t('membership.reset.expired')}
        </p>
        <StepLink className="hb-link" href="/forgot-password">
          {t('membership.forgot.title')}
        </StepLink>
      </AuthPage>
    );
  }

  const send = async () => {
    const found: { password?: MessageId; confirmation?: MessageId } = {};
    const bad = newPasswordError(password);
    if (bad) found.password = bad;
    const mismatch = confirmationError(password, confirmation);
    if (mismatch) found.confirmation = mismatch;
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.confirmation) return confirmationRef.current?.focus();
    if (submit.busy) return;
    const answer = await submit.run(
      () =>
        callEndpoint(api, updatePassword, {
          body: { reset_password_token: token, password, password_confirmation: confirmation },
        }),
      (error) => {
        // An expired or spent link: say so and offer a new one.
        const spent =
          error.code === ErrorCode.signUpConfirmationExpired ||
          error.code === ErrorCode.alreadyConfirmed ||
          error.code === ErrorCode.alreadySpent ||
          error.code === ErrorCode.notFound;
        if (spent) setExpired(true);
        return spent;
      },
    );
    if (answer) signedIn(answer.data);
  };

  return (
    <AuthPage title={t('membership.reset.title')}>
      <AuthForm onSubmit={send}>
        <NewPasswordFields
          label={t('membership.field.newPassword')}
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={errors}
          passwordRef={passwordRef}
          confirmationRef={confirmationRef}
        />
        <FormFailure text={submit.failure} />
        <SubmitButton busy={submit.busy} label={t('membership.reset.submit')} />
      </AuthForm>
    </AuthPage>
  );
}
