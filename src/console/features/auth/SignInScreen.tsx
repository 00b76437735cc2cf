import type * as v from 'valibot';
import { Link } from 'wouter';
import type { ConsoleSignInResponse } from '../../../api/contract/console/auth.ts';
import { ConsoleSignInSchema } from '../../../api/contract/console/auth.ts';
import { signInConsole } from '../../../api/contract/endpoints/console-auth.ts';
import { ErrorCode } from '../../../api/contract/error.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { PasskeyButton } from './PasskeyButton.tsx';
import { SecondFactorStep } from './SecondFactorStep.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';

type SecondFactor = Extract<ConsoleSignInResponse, { status: 'second_factor' }>;

/**
 * Sign-in: e-mail and password, then the second step when the account has one (passkey,
 * authenticator code or recovery code); or a passkey at once, without a password.
 */
export function SignInScreen() {
  const t = useCT();
  const call = useConsoleCall();
  const finish = useFinishSignIn();
  const [second, setSecond] = useState<SecondFactor | null>(null);
  const form = useConsoleForm({
    initial: { email: '', password: '' },
    schema: ConsoleSignInSchema,
    errorCodes: { [ErrorCode.invalidCredentials]: 'auth.signIn.wrong' },
    onSubmit: async (body: v.InferOutput<typeof ConsoleSignInSchema>) => {
      const answer = await call(signInConsole, { body });
      if (answer.status === 'signed_in') await finish();
      else setSecond(answer);
    },
  });

  if (second) {
    return (
      <SecondFactorStep
        ticket={second.ticket}
        methods={second.methods}
        onRestart={() => setSecond(null)}
      />
    );
  }
  return (
    <>
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <TextField
          form={form}
          name="email"
          type="email"
          label={t('auth.email')}
          autoComplete="username webauthn"
          ltr
        />
        <TextField
          form={form}
          name="password"
          type="password"
          label={t('auth.password')}
          autoComplete="current-password"
        />
        <div className="cs-actions">
          <SubmitButton form={form}>{t('auth.signIn.submit')}</SubmitButton>
          <Link href="/forgot-password">{t('auth.signIn.forgot')}</Link>
        </div>
      </form>
      <h2>{t('auth.signIn.passkeyHeading')}</h2>
      <p>{t('auth.signIn.passkeyIntro')}</p>
      <PasskeyButton label={t('auth.signIn.passkey')} />
    </>
  );
}
