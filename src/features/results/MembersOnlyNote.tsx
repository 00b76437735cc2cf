import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../i18n/react.tsx';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { signInHref } from '../../shared/member/return-path.ts';
import { authAtom } from '../../shared/startup/init-state.ts';

/**
 * Under a members-only plan the server's search marks unbookable for this visitor: a guest is
 * offered to sign in and come back to these results; a signed-in member is told the plan
 * belongs to another membership program.
 */
export function MembersOnlyNote() {
  const t = useT();
  const [path] = useLocation();
  const search = useSearch();
  const signedIn = useAtomValue(authAtom).status === 'member';
  return (
    <p className="hb-offer-members hb-small">
      {signedIn ? (
        t('account.otherProgram')
      ) : (
        <StepLink className="hb-btn hb-btn-small" href={signInHref(path, search)}>
          {t('account.signInToBook')}
        </StepLink>
      )}
    </p>
  );
}
