import type { OrganizationDetail } from '../../../api/contract/console/organizations.ts';
import {
  removeConsoleOrganizationPerson,
  resendConsoleOrganizationInvitation,
  setConsoleOrganizationRole,
  withdrawConsoleOrganizationInvitation,
} from '../../../api/contract/endpoints/console-organizations.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { Problem } from '../../shared/load/Problem.tsx';
import { useAction } from '../../shared/load/use-action.ts';
import { InviteForm } from './InviteForm.tsx';
import type { OnChanged } from './OrganizationScreen.tsx';
import { organizationRoleText } from './organization-text.ts';

type Person = OrganizationDetail['people'][number];
type Invitation = OrganizationDetail['invitations'][number];

/** Who belongs to the organization, with their role; the invitations not yet used; inviting. */
export function PeopleSection({
  detail,
  onChanged,
}: {
  readonly detail: OrganizationDetail;
  readonly onChanged: OnChanged;
}) {
  const t = useCT();
  const intl = useConsoleIntl();
  return (
    <section aria-labelledby="organization-people">
      <h2 id="organization-people">{t('organizations.people.title')}</h2>
      {detail.people.length === 0 ? (
        <p>{t('organizations.people.none')}</p>
      ) : (
        <div className="cs-table-wrap">
          <table className="cs-table">
            <caption>{t('organizations.people.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('organizations.people.name')}</th>
                <th scope="col">{t('organizations.people.email')}</th>
                <th scope="col">{t('organizations.people.role')}</th>
                <th scope="col">{t('organizations.people.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.people.map((person) => (
                <tr key={person.member_id}>
                  <th scope="row">
                    <bdi>{person.name}</bdi>
                  </th>
                  <td>
                    <span className="cs-code">{person.email}</span>
                  </td>
                  <td>{t(organizationRoleText(person.role))}</td>
                  <td>
                    <RoleButton organization={detail.id} person={person} onChanged={onChanged} />
                    <RemovePerson organization={detail.id} person={person} onChanged={onChanged} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {detail.invitations.length === 0 ? null : (
        <>
          <h3>{t('organizations.invitations.title')}</h3>
          <ul className="cs-list">
            {detail.invitations.map((invitation) => (
              <li key={invitation.id}>
                <span>
                  <span className="cs-code">{invitation.email}</span> ·{' '}
                  {t(organizationRoleText(invitation.role))} ·{' '}
                  <span className="cs-muted">
                    {t('organizations.invitations.until', {
                      date: intl.formatDate(new Date(invitation.expires_at), {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      }),
                    })}
                  </span>
                </span>
                <InvitationActions
                  organization={detail.id}
                  invitation={invitation}
                  onChanged={onChanged}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <InviteForm organization={detail.id} onChanged={onChanged} />
    </section>
  );
}

/** Gives the admin role to a member, or takes it from an admin. */
function RoleButton({
  organization,
  person,
  onChanged,
}: {
  readonly organization: number;
  readonly person: Person;
  readonly onChanged: OnChanged;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const { busy, failure, run } = useAction();
  const admin = person.role.includes('admin');
  const change = () =>
    run(
      () =>
        call(setConsoleOrganizationRole, {
          params: { id: String(organization), member_id: String(person.member_id) },
          body: { role: admin ? 'member' : 'admin' },
        }),
      (answer) => onChanged(answer.data, t('organizations.role.changed', { name: person.name })),
    );
  return (
    <div className="cs-wrap">
      <button
        type="button"
        className="cs-button"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={change}
      >
        {t(admin ? 'organizations.role.removeAdmin' : 'organizations.role.makeAdmin', {
          name: person.name,
        })}
      </button>
      <FailureAlert failure={failure} inline />
    </div>
  );
}

/**
 * An invitation not used yet: send it again (a new link, valid 7 days; the old link stops
 * working) or withdraw it (its link stops working).
 */
function InvitationActions({
  organization,
  invitation,
  onChanged,
}: {
  readonly organization: number;
  readonly invitation: Invitation;
  readonly onChanged: OnChanged;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const { busy, failure, run } = useAction();
  const params = { id: String(organization), invitation_id: String(invitation.id) };
  const send = (request: () => Promise<{ data: OrganizationDetail }>, done: ConsoleMessageId) =>
    run(request, (answer) => onChanged(answer.data, t(done, { email: invitation.email })));
  const resend = () => call(resendConsoleOrganizationInvitation, { params });
  const withdraw = () => call(withdrawConsoleOrganizationInvitation, { params });
  return (
    <>
      <button
        type="button"
        className="cs-button"
        disabled={busy}
        onClick={() => send(resend, 'organizations.invitations.resent')}
      >
        {t('organizations.invitations.resend', { email: invitation.email })}
      </button>
      <button
        type="button"
        className="cs-button"
        disabled={busy}
        onClick={() => send(withdraw, 'organizations.invitations.withdrawn')}
      >
        {t('organizations.invitations.withdraw', { email: invitation.email })}
      </button>
      <FailureAlert failure={failure} inline />
    </>
  );
}

/** Takes someone out of the organization, after a second press that says who. */
function RemovePerson({
  organization,
  person,
  onChanged,
}: {
  readonly organization: number;
  readonly person: Person;
  readonly onChanged: OnChanged;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async () => {
    setProblem(null);
    try {
      const answer = await call(removeConsoleOrganizationPerson, {
        params: { id: String(organization), member_id: String(person.member_id) },
      });
      onChanged(answer.data, t('organizations.people.removed', { name: person.name }));
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
            {t('organizations.people.removeConfirm', { name: person.name })}
          </button>
          <button type="button" className="cs-link-button" onClick={() => setConfirming(false)}>
            {t('organizations.people.removeCancel')}
          </button>
        </>
      ) : (
        <button type="button" className="cs-button" onClick={() => setConfirming(true)}>
          {t('organizations.people.remove', { name: person.name })}
        </button>
      )}
      <Problem text={problem} inline />
    </div>
  );
}
