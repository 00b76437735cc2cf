import { useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { useT } from '../../i18n/react.tsx';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { AuthPage } from './AuthPage.tsx';

/** /sign-up-result: "check your e-mail", and a way to have the link sent again. */
export function SignUpResultScreen(_props: { config: WidgetConfig }) {
  const t = useT();
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const resend = email
    ? `/resend-confirmation-email?${new URLSearchParams({ email })}`
    : '/resend-confirmation-email';
  return (
    <AuthPage title={t('membership.signUpResult.title')}>
      <p className="hb-mb-ok" role="status">
        {email ? t('membership.signUpResult.sentTo', { email }) : t('membership.signUpResult.sent')}
      </p>
      <p className="hb-mb-note">{t('membership.signUpResult.notReceived')}</p>
      <StepLink className="hb-link" href={resend}>
        {t('membership.resend.title')}
      </StepLink>
    </AuthPage>
  );
}
