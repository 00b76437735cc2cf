import type { PointHistoryEntry } from '../../api/contract/points.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { accountDate } from './account-date.ts';
import { KIND_LABELS } from './points-history.ts';

/**
 * The point history as a table: each part of an entry (date, what happened, the signed points,
 * its details) in its own cell under a named column, so the parts stand apart on screen and a
 * screen reader names each one (as one line they ran together: "Used−1,000Sunday, …").
 */
export function PointHistoryTable(props: {
  entries: readonly PointHistoryEntry[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}) {
  const t = useT();
  return (
    <table className="hb-pt-table" aria-labelledby={props.labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('account.points.column.date')}</th>
          <th scope="col">{t('account.points.column.kind')}</th>
          <th scope="col" className="hb-pt-points">
            {t('account.points.column.points')}
          </th>
          <th scope="col">{t('account.points.column.details')}</th>
        </tr>
      </thead>
      <tbody>
        {props.entries.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} />
        ))}
      </tbody>
    </table>
  );
}

/** One history entry: date, what happened, the signed points and its details, a cell each. */
function HistoryRow({ entry }: { entry: PointHistoryEntry }) {
  const t = useT();
  const intl = useIntl();
  const signed = `${entry.points > 0 ? '+' : '−'}${intl.formatNumber(Math.abs(entry.points))}`;
  const date = accountDate(intl, entry.date);
  // Each detail on its own line (a block), so none runs into the next for eyes or ears.
  const details = [
    entry.reservation_number &&
      t('account.points.reservation', { number: entry.reservation_number }),
    entry.exchange_type && t('account.points.exchanged'),
    entry.expires_at &&
      entry.points > 0 &&
      t('account.points.expires', { date: accountDate(intl, entry.expires_at) }),
  ].filter((detail): detail is string => Boolean(detail));
  return (
    <tr className="hb-pt-row">
      <td>{entry.kind === 'future' ? t('account.points.availableFrom', { date }) : date}</td>
      <td>{t(KIND_LABELS[entry.kind])}</td>
      <td className={entry.points > 0 ? 'hb-pt-points hb-pt-plus' : 'hb-pt-points'}>
        <bdi dir="ltr">{signed}</bdi>
      </td>
      <td className="hb-pt-details">
        {details.map((detail) => (
          <div key={detail}>{detail}</div>
        ))}
      </td>
    </tr>
  );
}
