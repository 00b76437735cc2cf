import { useAtomValue } from 'jotai';
import type { StaffMember } from '../../../api/contract/console/staff.ts';
import {
  removeConsoleStaff,
  updateConsoleStaff,
} from '../../../api/contract/endpoints/console-staff.ts';
import { useId, useState } from '../../../react.ts';
import { STAFF_ROLES, type StaffRole } from '../../../rules/console/capabilities.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { Problem } from '../../shared/load/Problem.tsx';
import { useAction } from '../../shared/load/use-action.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { HotelLimitChange } from './HotelLimitChange.tsx';
import { roleText, secondFactorText } from './staff-text.ts';

/** The brand's members: who, role and hotels (both changeable), second factors, removal. */
export function StaffTable({
  staff,
  onChanged,
}: {
  readonly staff: readonly StaffMember[];
  readonly onChanged: (status: string) => void;
}) {
  const t = useCT();
  const session = useAtomValue(sessionAtom);
  const hotelName = (code: string) =>
    session?.hotels.find((hotel) => hotel.code === code)?.name ?? code;
  return (
    <section aria-labelledby="cs-staff">
      <h2 id="cs-staff">{t('staff.members.heading')}</h2>
      <div className="cs-table-wrap">
        <table className="cs-table">
          <thead>
            <tr>
              <th scope="col">{t('staff.member')}</th>
              <th scope="col">{t('staff.role')}</th>
              <th scope="col">{t('staff.hotels')}</th>
              <th scope="col">{t('staff.factor')}</th>
              <th scope="col">{t('staff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => {
              const factor = secondFactorText(member.second_factor);
              const self = member.id === session?.staff.id;
              return (
                <tr key={member.id}>
                  <th scope="row">
                    {member.name || member.email}
                    <br />
                    <span className="cs-code cs-muted">{member.email}</span>
                  </th>
                  <td>
                    {self ? (
                      t(roleText(member.role))
                    ) : (
                      <RoleChange member={member} onChanged={onChanged} />
                    )}
                  </td>
                  <td>
                    {member.hotels === null
                      ? t('staff.hotels.all')
                      : member.hotels.map(hotelName).join(', ')}
                    {self ? null : <HotelLimitChange member={member} onChanged={onChanged} />}
                  </td>
                  <td>{t(factor.id, factor.values)}</td>
                  <td>
                    {self ? (
                      <span className="cs-muted">{t('staff.you')}</span>
                    ) : (
                      <RemoveMember member={member} onChanged={onChanged} />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A member's role: chosen and saved in place (their sessions end: they sign in again). */
function RoleChange({
  member,
  onChanged,
}: {
  readonly member: StaffMember;
  readonly onChanged: (status: string) => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const id = useId();
  const [role, setRole] = useState<StaffRole>(member.role);
  const { busy, failure, run } = useAction();
  const save = () =>
    run(
      () => call(updateConsoleStaff, { params: { id: String(member.id) }, body: { role } }),
      () => onChanged(t('staff.role.changed', { email: member.email, role: t(roleText(role)) })),
    );
  return (
    <div className="cs-inline-field cs-wrap">
      <label htmlFor={id} className="cs-visually-hidden">
        {t('staff.role.of', { email: member.email })}
      </label>
      <select
        id={id}
        value={role}
        onChange={(event) => {
          const next = STAFF_ROLES.find((r) => r === event.currentTarget.value);
          if (next) setRole(next);
        }}
      >
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(roleText(r))}
          </option>
        ))}
      </select>
      {role === member.role ? null : (
        <button
          type="button"
          className="cs-button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={save}
        >
          {busy ? t('form.busy') : t('staff.role.save')}
        </button>
      )}
      <FailureAlert failure={failure} inline />
    </div>
  );
}

/** Removes a member, after a second press that says who (no dialog to get lost in). */
function RemoveMember({
  member,
  onChanged,
}: {
  readonly member: StaffMember;
  readonly onChanged: (status: string) => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async () => {
    setProblem(null);
    try {
      await call(removeConsoleStaff, { params: { id: String(member.id) } });
      onChanged(t('staff.removed', { email: member.email }));
    } catch (error) {
      setConfirming(false);
      setProblem(t(consoleErrorId(error)));
    }
  };
  return (
    <div className="cs-wrap">
      {confirming ? (
        <>
          <button type="button" className="cs-button cs-danger" onClick={() => void remove()}>
            {t('staff.remove.confirm', { email: member.email })}
          </button>
          <button type="button" className="cs-link-button" onClick={() => setConfirming(false)}>
            {t('auth.totp.cancel')}
          </button>
        </>
      ) : (
        <button type="button" className="cs-button" onClick={() => setConfirming(true)}>
          {t('staff.remove', { email: member.email })}
        </button>
      )}
      <Problem text={problem} inline />
    </div>
  );
}
