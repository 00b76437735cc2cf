import { useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { resendConfirmEmail } from '../../api/contract/endpoints/membership.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { AuthPage } from './AuthPage.tsx';
import { EmailOnlyForm } from './EmailOnlyForm.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';

/** /resend-confirmation-email: the sign-up link again (same answer for any address). */
export function ResendConfirmationScreen(_props: { config: WidgetConfig }) {
  const api = useApi();
  const t = useT();
  const { locale } = useLocale();
  const submit = useAuthSubmit();
  const [sent, setSent] = useState(false);
  const initial = new URLSearchParams(useSearch()).get('email') ?? '';
  return (
    <AuthPage title={t('membership.resend.title')}>
      <p className="hb-mb-note">{t('membership.resend.intro')}</p>
      <EmailOnlyForm
        initial={initial}
        submit={submit}
        label={t('membership.resend.submit')}
        onSend={async (email) => {
          const done = await submit.run(() =>
            callEndpoint(api, resendConfirmEmail, { body: { email, locale } }),
          );
          if (done) setSent(true);
        }}
      />
      <div role="status">{sent && <p className="hb-mb-ok">{t('membership.resend.sent')}</p>}</div>
      <StepLink className="hb-link" href="/sign-in">
        {t('membership.backToSignIn')}
      </StepLink>
    </AuthPage>
  );
}
