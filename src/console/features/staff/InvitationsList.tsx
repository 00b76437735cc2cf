import type * as v from 'valibot';
import type { StaffInvitationSchema } from '../../../api/contract/console/staff.ts';
import { withdrawConsoleInvitation } from '../../../api/contract/endpoints/console-staff.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { Problem } from '../../shared/load/Problem.tsx';
import { roleText } from './staff-text.ts';

type Invitation = v.InferOutput<typeof StaffInvitationSchema>;

/** Invitations not yet accepted: to whom, which role, until when; each can be withdrawn. */
export function InvitationsList({
  invitations,
  onChanged,
}: {
  readonly invitations: readonly Invitation[];
  readonly onChanged: (status: string) => void;
}) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const [problem, setProblem] = useState<string | null>(null);
  if (invitations.length === 0) return null;
  const withdraw = async (invitation: Invitation) => {
    setProblem(null);
    try {
      await call(withdrawConsoleInvitation, { params: { id: String(invitation.id) } });
      onChanged(t('staff.invitations.withdrawn', { email: invitation.email }));
    } catch (error) {
      setProblem(t(consoleErrorId(error)));
    }
  };
  return (
    <section aria-labelledby="cs-invitations">
      <h2 id="cs-invitations">{t('staff.invitations.heading')}</h2>
      <Problem text={problem} />
      <ul className="cs-list">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <span>
              <span className="cs-code">{invitation.email}</span> · {t(roleText(invitation.role))}
              <br />
              <span className="cs-muted">
                {t('staff.invitations.until', {
                  date: intl.formatDate(new Date(invitation.expires_at), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })}
              </span>
            </span>
            <button type="button" className="cs-button" onClick={() => void withdraw(invitation)}>
              {t('staff.invitations.withdraw', { email: invitation.email })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
