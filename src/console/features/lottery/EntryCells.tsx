import { Link } from 'wouter';
import type { ConsoleLotteryEntry } from '../../../api/contract/console/lottery.ts';

/** An entry's first cells in the entries and winners tables: its number, member and nights. */
export function EntryCells({ entry }: { readonly entry: ConsoleLotteryEntry }) {
  return (
    <>
      <th scope="row">
        <span className="cs-code">{entry.entry_number}</span>
      </th>
      <td>
        {entry.name} <bdi dir="ltr">{entry.email}</bdi>
      </td>
      <td>
        <bdi>
          {entry.checkin_date} → {entry.checkout_date}
        </bdi>
      </td>
    </>
  );
}

/** A winner's booking, linked to its page on the reservations desk; a dash when there is none. */
export function BookingCell({
  hotel,
  entry,
}: {
  readonly hotel: string;
  readonly entry: ConsoleLotteryEntry;
}) {
  return (
    <td>
      {entry.reservation_number ? (
        <Link
          href={`/hotels/${encodeURIComponent(hotel)}/reservations/${encodeURIComponent(entry.reservation_number)}`}
        >
          {entry.reservation_number}
        </Link>
      ) : (
        '—'
      )}
    </td>
  );
}
