import { useAtomValue } from 'jotai';
import { useSearch } from 'wouter';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { PasskeysSection } from './PasskeysSection.tsx';
import { SignOutEverywhere } from './SignOutEverywhere.tsx';
import { TotpSection } from './TotpSection.tsx';

/**
 * The member's own security: passkeys (the recommended second factor and a way to sign in
 * without a password), the authenticator app with its recovery codes, and signing out
 * everywhere. A new member comes here from their invitation (`?welcome=1`); a member whose
 * brand requires a second factor is kept here until they have one.
 */
export function SecurityScreen() {
  const t = useCT();
  const session = useAtomValue(sessionAtom);
  const welcome = new URLSearchParams(useSearch()).get('welcome') === '1';
  return (
    <>
      {welcome ? (
        <p className="cs-notice" role="status">
          {t('auth.security.welcome')}
        </p>
      ) : null}
      {session?.second_factor.must_set_up ? (
        <p className="cs-alert" role="alert">
          {t('auth.security.required')}
        </p>
      ) : null}
      <p>{t('auth.security.intro')}</p>
      <PasskeysSection />
      <TotpSection />
      <SignOutEverywhere />
    </>
  );
}
