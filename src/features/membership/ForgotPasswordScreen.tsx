import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { startResetPassword } from '../../api/contract/endpoints/membership.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { AuthPage } from './AuthPage.tsx';
import { EmailOnlyForm } from './EmailOnlyForm.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';

/**
 * /forgot-password: the same answer for any address (no account enumeration); the note says
 * the mail may take up to 10 minutes (doc 2 §9) and that an unregistered address gets none.
 */
export function ForgotPasswordScreen(_props: { config: WidgetConfig }) {
  const api = useApi();
  const t = useT();
  const { locale } = useLocale();
  const submit = useAuthSubmit();
  const [sent, setSent] = useState(false);
  return (
    <AuthPage title={t('membership.forgot.title')}>
      <p className="hb-mb-note">{t('membership.forgot.intro')}</p>
      <EmailOnlyForm
        submit={submit}
        label={t('membership.forgot.submit')}
        onSend={async (email) => {
          const done = await submit.run(() =>
            callEndpoint(api, startResetPassword, { body: { email, locale } }),
          );
          if (done) setSent(true);
        }}
      />
      <div role="status">{sent && <p className="hb-mb-ok">{t('membership.forgot.sent')}</p>}</div>
      <StepLink className="hb-link" href="/sign-in">
        {t('membership.backToSignIn')}
      </StepLink>
    </AuthPage>
  );
}
