import type { Kysely } from 'kysely';
import type { ConsoleMember } from '../../../src/api/contract/console/members.ts';
import { rankOf } from '../../../src/rules/points.ts';
import type { Database } from '../../db/schema.ts';
import { hotelToday } from '../../services/hotels.ts';
import type { MemberRow } from '../../services/members/present.ts';
import { pointTotals } from '../../services/points/ledger.ts';
import { listCards } from '../../services/wallet/cards.ts';
import { listVouchers } from '../../services/wallet/vouchers.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { visibleHotelIds } from '../guest-data/find.ts';
import { memberStatus } from './find.ts';
import { listHeldCoupons } from './held-coupons.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** "Today" for coupon and voucher validity: the brand's first hotel's date (as the wallet). */
async function brandToday(db: Kysely<Database>, brandId: number, now: Date): Promise<string> {
  const hotel = await db
    .selectFrom('hotels')
    .select('time_zone')
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .executeTakeFirst();
  return hotelToday({ time_zone: hotel?.time_zone ?? 'Asia/Tokyo' }, now);
}

/**
 * Everything the console shows of one member. Points are read without writing (the widget's
 * reads append the `expired` row; here the lots already expired are only left out of the
 * balance). Bookings, coupons and vouchers are those of the hotels `staff` may see (coupons all
 * the member holds, also those switched off or not started: held-coupons.ts); cards are
 * brand, last four and expiry only.
 */
export async function memberDetail(
  db: Kysely<Database>,
  staff: Pick<StaffPrincipal, 'brandId' | 'hotelIds'>,
  member: MemberRow,
  now: Date,
): Promise<ConsoleMember> {
  const hotelIds = await visibleHotelIds(db, staff);
  const hotels = await db
    .selectFrom('hotels')
    .select(['id', 'code'])
    .where('id', 'in', hotelIds.length > 0 ? hotelIds : [-1])
    .execute();
  const visibleCodes = new Set(hotels.map((h) => h.code));
  const today = await brandToday(db, member.brand_id, now);
  const account = { memberId: member.id, programId: member.program_id };
  const [program, reservations, coupons, vouchers, cards, totals] = await Promise.all([
    db
      .selectFrom('membership_programs')
      .select(['id', 'name', 'point_program_enabled'])
      .where('id', '=', member.program_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reservations as r')
      .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
      .select([
        'r.number',
        'h.code as hotel_code',
        'h.currency',
        'r.status',
        'r.checkin_date',
        'r.checkout_date',
        'r.total_price',
      ])
      .where('r.member_id', '=', member.id)
      .where('r.hotel_id', 'in', hotelIds.length > 0 ? hotelIds : [-1])
      .orderBy('r.checkin_date', 'desc')
      .orderBy('r.id', 'desc')
      .limit(100)
      .execute(),
    listHeldCoupons(db, member.id, today),
    listVouchers(db, member.id, today),
    listCards(db, member.id),
    pointTotals(db, account, now),
  ]);
  const ranking = totals.ranking;
  const rank = rankOf(ranking);
  return {
    id: member.id,
    membership_id: member.membership_id,
    status: memberStatus(member),
    email: member.email,
    pending_email: member.pending_email,
    first_name: member.first_name,
    last_name: member.last_name,
    first_name_kana: member.first_name_kana,
    last_name_kana: member.last_name_kana,
    phone: member.phone,
    postal_code: member.postal_code,
    prefecture_or_state: member.prefecture_or_state,
    street_address: member.street_address,
    building_name_and_number: member.building_name_and_number,
    locale: member.locale,
    provider: member.provider,
    accepts_promotion_emails: member.accepts_promotion_emails,
    program: { id: program.id, name: program.name },
    created_at: member.created_at.toISOString(),
    confirmed_at: iso(member.confirmed_at),
    blocked_at: iso(member.blocked_at),
    blocked_reason: member.blocked_reason,
    points: {
      enabled: program.point_program_enabled,
      balance: totals.balance - totals.expiredUnused,
      future: totals.future,
      ranking,
      rank: { id: rank.id, code: rank.code },
    },
    reservations: reservations.map((r) => ({
      reservation_number: r.number,
      hotel_code: r.hotel_code,
      status: r.status,
      checkin_date: r.checkin_date,
      checkout_date: r.checkout_date,
      total_price: r.total_price,
      currency: r.currency,
    })),
    coupons: coupons.filter((c) => visibleCodes.has(c.hotel_code)),
    vouchers: vouchers
      .filter((voucher) => visibleCodes.has(voucher.hotel_code))
      .map((voucher) => ({
        number: voucher.number,
        name: voucher.name,
        hotel_code: voucher.hotel_code,
        amount: voucher.amount,
        currency: voucher.currency,
        valid_through: voucher.valid_through,
        status: voucher.ui_status,
      })),
    cards: cards.map((card) => ({
      brand: card.brand,
      last4: card.last4,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
    })),
  };
}
