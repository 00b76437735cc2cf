import type * as v from 'valibot';
import { Link } from 'wouter';
import { PasswordResetRequestSchema } from '../../../api/contract/console/auth.ts';
import { requestConsolePasswordReset } from '../../../api/contract/endpoints/console-auth.ts';
import { useState } from '../../../react.ts';
import { SIGN_IN_PATH } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';

/**
 * Asks for a password-reset link. The answer is the same whether or not the address has an
 * account (nobody learns who works where), and so is the text.
 */
export function ForgotPasswordScreen() {
  const t = useCT();
  const call = useConsoleCall();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useConsoleForm({
    initial: { email: '' },
    schema: PasswordResetRequestSchema,
    onSubmit: async (body: v.InferOutput<typeof PasswordResetRequestSchema>) => {
      await call(requestConsolePasswordReset, { body });
      setSentTo(body.email);
    },
  });
  if (sentTo) {
    return (
      <>
        <p className="cs-notice" role="status">
          {t('auth.forgot.sent', { email: sentTo })}
        </p>
        <p>
          <Link href={SIGN_IN_PATH}>{t('auth.backToSignIn')}</Link>
        </p>
      </>
    );
  }
  return (
    <form onSubmit={form.submit} noValidate>
      <p>{t('auth.forgot.intro')}</p>
      <ErrorSummary form={form} />
      <TextField
        form={form}
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="username"
        ltr
      />
      <div className="cs-actions">
        <SubmitButton form={form}>{t('auth.forgot.submit')}</SubmitButton>
        <Link href={SIGN_IN_PATH}>{t('auth.backToSignIn')}</Link>
      </div>
    </form>
  );
}
