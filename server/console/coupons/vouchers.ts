import { type Kysely, sql } from 'kysely';
import type {
  ConsoleVoucher,
  IssueConsoleVoucher,
} from '../../../src/api/contract/console/coupons.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { hotelToday } from '../../services/hotels.ts';
import { takeFreeVoucher, voucherStatus } from '../../services/wallet/vouchers.ts';
import { recordAudit } from '../audit/record.ts';
import type { ConsoleHotel, StaffPrincipal } from '../auth/staff-context.ts';
import { brandMemberId } from './coupons.ts';

type Hotel = Pick<ConsoleHotel, 'id' | 'code' | 'brandId'>;

function voucherQuery(db: Kysely<Database>, hotelId: number) {
  return db
    .selectFrom('vouchers as v')
    .innerJoin('hotels as h', 'h.id', 'v.hotel_id')
    .leftJoin('members as m', 'm.id', 'v.member_id')
    .leftJoin('reservations as r', 'r.id', 'v.reservation_id')
    .selectAll('v')
    .select([
      'h.currency',
      'h.time_zone',
      'm.email as member_email',
      'r.number as reservation_number',
      'r.status as reservation_status',
      sql<string | null>`r.cancellation->>'reason'`.as('cancel_reason'),
    ])
    .where('v.hotel_id', '=', hotelId);
}

type VoucherRow = Awaited<ReturnType<ReturnType<typeof voucherQuery>['executeTakeFirstOrThrow']>>;

/** A voucher with the wallet's own `ui_status` (so staff and member see the same state). */
function present(row: VoucherRow, now: Date): ConsoleVoucher {
  const redemption =
    row.reservation_status === null
      ? null
      : { status: row.reservation_status, cancelReason: row.cancel_reason };
  const status = voucherStatus(row, redemption, hotelToday(row, now));
  const redeemed = status === 'consumed' || status === 'pending';
  const consumedAt = row.marked_used_at ?? (redeemed ? row.consumed_at : null);
  return {
    number: row.number,
    name: row.name,
    amount: row.amount,
    currency: row.currency,
    valid_from: row.sale_from,
    valid_through: row.valid_through,
    excluded_periods: row.excluded_periods,
    member_email: row.member_email ?? null,
    ui_status: status,
    reservation_number: redeemed && !row.marked_used_at ? (row.reservation_number ?? null) : null,
    consumed_at: consumedAt ? consumedAt.toISOString() : null,
    marked_used: row.marked_used_at !== null,
  };
}

/** The hotel's vouchers, newest first. */
export async function listHotelVouchers(
  db: Kysely<Database>,
  hotelId: number,
  now: Date,
): Promise<ConsoleVoucher[]> {
  const rows = await voucherQuery(db, hotelId).orderBy('v.id', 'desc').limit(1000).execute();
  return rows.map((row) => present(row, now));
}

async function voucherRow(db: Kysely<Database>, hotelId: number, number: string) {
  const row = await voucherQuery(db, hotelId)
    .where('v.number', '=', number.trim().toUpperCase())
    .executeTakeFirst();
  if (!row) throw notFound('Voucher');
  return row;
}

/** One voucher of the hotel by number; 404 for another hotel's or an unknown one. */
export async function hotelVoucher(
  db: Kysely<Database>,
  hotelId: number,
  number: string,
  now: Date,
): Promise<ConsoleVoucher> {
  return present(await voucherRow(db, hotelId, number), now);
}

/**
 * Issues a voucher: it may be booked and stayed from `valid_from` through `valid_through`
 * (its sale and target stay periods both), never on an excluded night. Audited.
 */
export async function issueVoucher(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: Hotel,
  input: IssueConsoleVoucher,
  now: Date,
): Promise<void> {
  const memberId =
    input.member_email === '' ? null : await brandMemberId(db, hotel.brandId, input.member_email);
  await db.transaction().execute(async (tx) => {
    const taken = await tx
      .selectFrom('vouchers')
      .select('id')
      .where('number', '=', input.number)
      .executeTakeFirst();
    if (taken) throw new DomainError(ErrorCode.conflict, 409, 'number duplicate', 'number');
    await tx
      .insertInto('vouchers')
      .values({
        hotel_id: hotel.id,
        member_id: memberId,
        number: input.number,
        name: input.name,
        amount: input.amount,
        valid_through: input.valid_through,
        stay_from: input.valid_from,
        stay_to: input.valid_through,
        sale_from: input.valid_from,
        sale_to: input.valid_through,
        excluded_periods: JSON.stringify(input.excluded_periods),
      })
      .execute();
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'voucher.issue',
      target: `voucher:${input.number}`,
      before: undefined,
      after: { ...input, member_email: undefined, member_id: memberId },
      at: now,
    });
  });
}

/**
 * Marks a voucher used outside the widget (409 when a booking has it, or it was marked
 * already): conditional, so a booking redeeming it at the same moment cannot both win.
 */
export async function markVoucherUsed(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: Hotel,
  number: string,
  now: Date,
): Promise<void> {
  const row = await voucherRow(db, hotel.id, number);
  const before = present(row, now);
  if (before.ui_status === 'consumed' || before.ui_status === 'pending')
    throw conflict('The voucher is already used.', { ui_status: before.ui_status });
  await db.transaction().execute(async (tx) => {
    const done = await takeFreeVoucher(tx, row.id, { marked_used_at: now });
    if (!done) throw conflict('The voucher is already used.');
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'voucher.mark_used',
      target: `voucher:${before.number}`,
      before: { ui_status: before.ui_status },
      after: { ui_status: 'consumed' },
      at: now,
    });
  });
}
