import { useAtomValue, useStore } from 'jotai';
import { useT } from '../../i18n/react.tsx';
import { useEffect, useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { currentMember, replaceMemberProfile } from '../../shared/member/member-session.ts';
import { authAtom } from '../../shared/startup/init-state.ts';
import { AccountFrame } from './AccountFrame.tsx';
import { loadProfile } from './account-api.ts';
import { DeleteSection } from './DeleteSection.tsx';
import { EmailSection } from './EmailSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** /my-account/profile: the profile, its edit, the login e-mail, the password, deletion. */
export function ProfileScreen() {
  return (
    <AccountFrame>
      <ProfilePage />
    </AccountFrame>
  );
}

function ProfilePage() {
  const t = useT();
  const api = useApi();
  const store = useStore();
  const member = currentMember(useAtomValue(authAtom));
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement | null>(null);
  const returnFocus = useRef(false);
  // Back from the form: the focus returns to the button that opened it.
  useEffect(() => {
    if (!editing && returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  // The profile in the session is from sign-in; ask again (a pending e-mail may have been
  // confirmed in another tab). A failure keeps what is shown.
  useEffect(() => {
    const controller = new AbortController();
    loadProfile(api, controller.signal).then(
      (fresh) => replaceMemberProfile(store, fresh),
      () => undefined,
    );
    return () => controller.abort();
  }, [api, store]);

  if (!member) return null;
  return (
    <>
      <ProfileDetails member={member} />
      <div role="status">{saved && <p className="hb-ac-ok">{t('account.profile.saved')}</p>}</div>
      {member.can_update_profile ? (
        editing ? (
          <ProfileForm
            member={member}
            onDone={(done) => {
              returnFocus.current = true;
              setEditing(false);
              setSaved(done);
            }}
          />
        ) : (
          <p>
            <button
              type="button"
              className="hb-btn"
              ref={editButton}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('account.profile.edit')}
            </button>
          </p>
        )
      ) : (
        <p className="hb-muted">{t('account.profile.notEditable')}</p>
      )}
      <EmailSection member={member} />
      {member.has_password && <PasswordSection member={member} />}
      <DeleteSection member={member} />
    </>
  );
}
