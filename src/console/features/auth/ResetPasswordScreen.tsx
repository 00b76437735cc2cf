import type * as v from 'valibot';
import { Link } from 'wouter';
import { PasswordResetCompleteSchema } from '../../../api/contract/console/auth.ts';
import { completeConsolePasswordReset } from '../../../api/contract/endpoints/console-auth.ts';
import { ErrorCode } from '../../../api/contract/error.ts';
import { useState } from '../../../react.ts';
import { SIGN_IN_PATH } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { takeLinkToken } from './link-token.ts';
import { NewPasswordField } from './NewPasswordField.tsx';
import { passwordReasonText } from './password-text.ts';

/** A new password from the e-mailed reset link; every session of the member ends with it. */
export function ResetPasswordScreen() {
  const t = useCT();
  const call = useConsoleCall();
  const [token] = useState(takeLinkToken);
  const [done, setDone] = useState(false);
  const form = useConsoleForm({
    initial: { password: '' },
    schema: PasswordResetCompleteSchema,
    toInput: (values) => ({ token, ...values }),
    reasonText: passwordReasonText,
    errorCodes: { [ErrorCode.consoleLinkInvalid]: 'auth.link.invalid' },
    onSubmit: async (body: v.InferOutput<typeof PasswordResetCompleteSchema>) => {
      await call(completeConsolePasswordReset, { body });
      setDone(true);
    },
  });
  if (done) {
    return (
      <>
        <p className="cs-notice" role="status">
          {t('auth.reset.done')}
        </p>
        <p>
          <Link href={SIGN_IN_PATH}>{t('auth.backToSignIn')}</Link>
        </p>
      </>
    );
  }
  return (
    <form onSubmit={form.submit} noValidate>
      <ErrorSummary form={form} />
      <NewPasswordField form={form} />
      <SubmitButton form={form}>{t('auth.reset.submit')}</SubmitButton>
    </form>
  );
}
