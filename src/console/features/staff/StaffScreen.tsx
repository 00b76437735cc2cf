import { useAtomValue } from 'jotai';
import { listConsoleStaff } from '../../../api/contract/endpoints/console-staff.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { canAtom } from '../../shared/session/session-state.ts';
import { InvitationsList } from './InvitationsList.tsx';
import { InviteForm } from './InviteForm.tsx';
import { SecondFactorSwitch } from './SecondFactorSwitch.tsx';
import { StaffTable } from './StaffTable.tsx';

/**
 * The brand's staff (owners only): members with their role, hotels and second factors (role
 * changed, member removed), pending invitations (withdrawn), a new invitation, and the brand's
 * rule that everyone signs in with a second factor.
 */
export function StaffScreen() {
  const t = useCT();
  const call = useConsoleCall();
  const can = useAtomValue(canAtom);
  const { state, reload } = useLoad((signal) => call(listConsoleStaff, { signal }), [call]);
  const [status, setStatus] = useState<string | null>(null);
  const done = (text: string) => {
    setStatus(text);
    reload();
  };
  return (
    <>
      <p className="cs-notice-slot" role="status">
        {status}
      </p>
      <LoadStatus state={state} retry={reload}>
        {({ staff, invitations }) => (
          <>
            <StaffTable staff={staff} onChanged={done} />
            <InvitationsList invitations={invitations} onChanged={done} />
          </>
        )}
      </LoadStatus>
      <section aria-labelledby="cs-invite">
        <h2 id="cs-invite">{t('staff.invite.heading')}</h2>
        <InviteForm
          onInvited={(invitation) => done(t('staff.invite.sent', { email: invitation.email }))}
        />
      </section>
      {can('brand.settings') ? <SecondFactorSwitch onChanged={setStatus} /> : null}
    </>
  );
}
