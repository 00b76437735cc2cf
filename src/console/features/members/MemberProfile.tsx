import type { ConsoleMember } from '../../../api/contract/console/members.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';

/** The member's account as they gave it, with its status (and why it is blocked). */
export function MemberProfile({ member }: { readonly member: ConsoleMember }) {
  const t = useCT();
  const intl = useConsoleIntl();
  const date = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'medium' });
  const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');
  const rows: [string, string, boolean?][] = [
    [t('members.col.email'), member.email, true],
    ...(member.pending_email
      ? [[t('members.field.pendingEmail'), member.pending_email, true] as [string, string, boolean]]
      : []),
    [t('members.col.number'), member.membership_id, true],
    [t('members.col.program'), member.program.name],
    [t('members.col.status'), t(`members.status.${member.status}`)],
    [t('members.field.kana'), join(member.last_name_kana, member.first_name_kana) || '—'],
    [t('members.field.phone'), member.phone ?? '—', true],
    [
      t('members.field.address'),
      join(
        member.postal_code,
        member.prefecture_or_state,
        member.street_address,
        member.building_name_and_number,
      ) || '—',
    ],
    [t('members.field.provider'), member.provider],
    [
      t('members.field.promotions'),
      t(member.accepts_promotion_emails ? 'members.yes' : 'members.no'),
    ],
    [t('members.col.since'), date(member.created_at)],
  ];
  return (
    <section aria-labelledby="member-profile" className="cs-card">
      <h2 id="member-profile">{join(member.first_name, member.last_name) || '—'}</h2>
      {member.blocked_at ? (
        <p className="cs-alert">
          {t('members.blockedSince', {
            date: date(member.blocked_at),
            reason: member.blocked_reason ?? '',
          })}
        </p>
      ) : null}
      <dl>
        {rows.map(([term, value, ltr]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{ltr ? <bdi dir="ltr">{value}</bdi> : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
