import type { Kysely } from 'kysely';
import type { DeskQuery, DeskRow } from '../../../src/api/contract/console/reservations.ts';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../http/logger.ts';
import type { LimitStore } from '../../limits/store.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { archiveFileName } from '../../services/corporate/archive-name.ts';
import { newArchivePassword } from '../../services/corporate/archive-password.ts';
import { CSV_BOM, csvLine } from '../../services/corporate/csv.ts';
import { countCorporateDownload } from '../../services/corporate/download-limit.ts';
import { sendArchivePassword } from '../../services/corporate/send-archive-password.ts';
import { encryptedZipStream } from '../../services/corporate/zip.ts';
import type { Hotel } from '../../services/hotels.ts';
import { recordAudit } from '../audit/record.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { listDesk } from './list.ts';

/** The most rows one file holds (a year of a large hotel). */
export const EXPORT_MAX_ROWS = 50_000;

const COLUMNS = [
  'reservation_number',
  'status',
  'guest_name',
  'email',
  'phone',
  'checkin_date',
  'checkout_date',
  'rooms',
  'room_types',
  'plans',
  'total_price',
  'currency',
  'source',
  'member',
  'organization_id',
  'created_at',
] as const satisfies readonly (keyof DeskRow)[];

/** The desk's rows as CSV, with the corporate CSV's BOM, quoting and formula guard. */
export function deskCsv(rows: readonly DeskRow[]): string {
  const cell = (row: DeskRow, column: (typeof COLUMNS)[number]): string | number => {
    const value = row[column];
    if (Array.isArray(value)) return value.join(' ');
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    return value ?? '';
  };
  return (
    CSV_BOM +
    csvLine(COLUMNS) +
    rows.map((row) => csvLine(COLUMNS.map((c) => cell(row, c)))).join('')
  );
}

export interface DeskExport {
  name: string;
  body: ReadableStream<Uint8Array>;
}

/**
 * The desk's filtered reservations as the corporate download is made (reused, not copied): the
 * member's downloads counted first (10 an hour, 429 1600 beyond, shared through the limits
 * store), a new password e-mailed to the member's sign-in address before the file goes (503
 * and no file when that fails), and one AES-256 ZIP holding the CSV. Audited.
 */
export async function exportDesk(
  deps: { db: Kysely<Database>; mailer: Mailer; logger: Logger; limitStore: LimitStore },
  hotel: Hotel,
  query: DeskQuery,
  staff: StaffPrincipal,
  now: Date,
): Promise<DeskExport> {
  await countCorporateDownload(deps.limitStore, `staff:${staff.staffId}`, now.getTime());
  const { data } = await listDesk(
    deps.db,
    hotel,
    { ...query, page: 1, per_page: EXPORT_MAX_ROWS },
    now,
  );
  const name = archiveFileName(hotel.code, now, hotel.time_zone);
  const password = newArchivePassword();
  const brand = await deps.db
    .selectFrom('brands')
    .select('name')
    .where('id', '=', hotel.brand_id)
    .executeTakeFirstOrThrow();
  await sendArchivePassword(deps, {
    to: staff.email,
    name: staff.email,
    locale: staff.locale,
    brandName: brand.name,
    organization: hotel.name,
    file: name,
    password,
  });
  const { page: _p, per_page: _pp, ...filters } = query;
  await recordAudit(deps.db, {
    staff,
    hotelId: hotel.id,
    action: 'reservations.export',
    target: `hotel:${hotel.code}`,
    before: undefined,
    after: { file: name, rows: data.length, filters },
    at: now,
  });
  return {
    name,
    body: encryptedZipStream([{ name: name.replace(/\.zip$/, '.csv'), content: deskCsv(data) }], {
      password,
      mtime: now,
    }),
  };
}
