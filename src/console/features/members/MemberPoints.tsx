import type { ConsoleLedgerEntry, ConsoleMember } from '../../../api/contract/console/members.ts';
import { AdjustMemberPointsSchema } from '../../../api/contract/console/members.ts';
import { adjustConsoleMemberPoints } from '../../../api/contract/endpoints/console-members.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { EMPTY_POINTS_FORM, membersReason, pointsInput } from './member-forms.ts';

/** The catalogue's 2401: more points taken than the member has. */
const NOT_ENOUGH_POINTS = 2401;

/**
 * The member's points now and their rank, the ledger (newest first, staff's reasons beside
 * their rows), and for owners and managers a change of points with its reason: a new row.
 */
export function MemberPoints({
  member,
  ledger,
  editable,
  onChanged,
}: {
  readonly member: ConsoleMember;
  readonly ledger: readonly ConsoleLedgerEntry[];
  readonly editable: boolean;
  readonly onChanged: (notice: string) => void;
}) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const form = useConsoleForm({
    initial: EMPTY_POINTS_FORM,
    schema: AdjustMemberPointsSchema,
    toInput: pointsInput,
    reasonText: membersReason,
    errorCodes: { [NOT_ENOUGH_POINTS]: 'members.points.notEnough' },
    onSubmit: async (body) => {
      const answer = await call(adjustConsoleMemberPoints, {
        params: { id: String(member.id) },
        body,
      });
      onChanged(t('members.points.done', { points: body.points, balance: answer.data.balance }));
    },
  });
  const { points } = member;
  return (
    <section aria-labelledby="member-points">
      <h2 id="member-points">{t('members.points.title')}</h2>
      <p>
        {points.enabled
          ? t('members.points.summary', {
              balance: points.balance,
              future: points.future,
              rank: t(`members.rank.${points.rank.code}`),
            })
          : t('members.points.off')}
      </p>
      {editable && points.enabled ? (
        <form onSubmit={form.submit} noValidate aria-labelledby="member-points-change">
          <h3 id="member-points-change">{t('members.points.change')}</h3>
          <ErrorSummary form={form} />
          <TextField
            form={form}
            name="points"
            label={t('members.points.amount')}
            hint={t('members.points.amountHint')}
            inputMode="numeric"
            ltr
          />
          <TextField form={form} name="reason" label={t('members.reason')} multiline />
          <SubmitButton form={form}>{t('members.points.submit')}</SubmitButton>
        </form>
      ) : null}
      {ledger.length === 0 ? (
        <p>{t('members.ledger.none')}</p>
      ) : (
        <div className="cs-table-wrap">
          <table className="cs-table">
            <caption>{t('members.ledger.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.ledger.date')}</th>
                <th scope="col">{t('members.ledger.kind')}</th>
                <th scope="col">{t('members.ledger.points')}</th>
                <th scope="col">{t('members.ledger.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">
                    {intl.formatDate(new Date(entry.created_at), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </th>
                  <td>{t(`members.kind.${entry.kind}`)}</td>
                  <td>
                    <bdi dir="ltr">
                      {entry.points > 0 ? '+' : ''}
                      {intl.formatNumber(entry.points)}
                    </bdi>
                  </td>
                  <td>
                    <LedgerDetail entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function LedgerDetail({ entry }: { readonly entry: ConsoleLedgerEntry }) {
  const t = useCT();
  const parts: string[] = [];
  if (entry.adjustment)
    parts.push(
      t('members.ledger.byStaff', { reason: entry.adjustment.reason, by: entry.adjustment.by }),
    );
  if (entry.reservation_number) parts.push(entry.reservation_number);
  if (entry.superseded) parts.push(t('members.ledger.superseded'));
  return <>{parts.join(' · ') || '—'}</>;
}
