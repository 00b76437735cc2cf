import { useAtomValue } from 'jotai/react';
import { useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { useT } from '../../i18n/react.tsx';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { signInHref } from '../../shared/member/return-path.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { AuthPage } from './AuthPage.tsx';
import { searchHome } from './after-sign-in.ts';
import { signUpClaimAtom, useSignInOnReturn } from './sign-up-claim.ts';

/**
 * /sign-up-result: "check your e-mail", a way to have the link sent again, back to the search
 * or to sign in; and, once the guest confirmed in another tab or on another device and comes
 * back, signed in and on (sign-up-claim.ts).
 */
export function SignUpResultScreen(_props: { config: WidgetConfig }) {
  const t = useT();
  const settings = useAtomValue(initSettingsAtom);
  const claim = useAtomValue(signUpClaimAtom);
  useSignInOnReturn();
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const resend = email
    ? `/resend-confirmation-email?${new URLSearchParams({ email })}`
    : '/resend-confirmation-email';
  // Signing in by hand goes where the sign-up would have gone (a members-only plan).
  const back = claim?.back;
  return (
    <AuthPage title={t('membership.signUpResult.title')}>
      <p className="hb-mb-ok" role="status">
        {email ? t('membership.signUpResult.sentTo', { email }) : t('membership.signUpResult.sent')}
      </p>
      {claim && <p className="hb-mb-note">{t('membership.signUpResult.comeBack')}</p>}
      <p className="hb-mb-note">{t('membership.signUpResult.notReceived')}</p>
      <StepLink className="hb-link" href={resend}>
        {t('membership.resend.title')}
      </StepLink>
      <div className="hb-mb-actions">
        <StepLink className="hb-link" href={back ? signInHref(back) : '/sign-in'}>
          {t('membership.signUpResult.signIn')}
        </StepLink>
        <StepLink className="hb-link" href={searchHome(settings)}>
          {t('membership.toSearch')}
        </StepLink>
      </div>
    </AuthPage>
  );
}
