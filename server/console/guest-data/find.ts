import type { Kysely } from 'kysely';
import type { GuestDataSummary } from '../../../src/api/contract/console/guest-data.ts';
import type { Database } from '../../db/schema.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';

/** An address as the brand's tables key it. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** The audit target of a guest's address: enough to tell requests apart, not the address. */
export const guestTarget = (key: string): string => `guest:${key.replace(/^(.).*@/, '$1…@')}`;

/** The brand's hotels the member may see (all of them, or their limit). */
export async function visibleHotelIds(
  db: Kysely<Database>,
  staff: Pick<StaffPrincipal, 'brandId' | 'hotelIds'>,
): Promise<number[]> {
  const rows = await db
    .selectFrom('hotels')
    .select('id')
    .where('brand_id', '=', staff.brandId)
    .execute();
  const ids = rows.map((r) => r.id);
  return staff.hotelIds === null ? ids : ids.filter((id) => staff.hotelIds?.includes(id));
}

/** Everything the brand holds about one address (the rows, as stored). */
export async function guestRecords(
  db: Kysely<Database>,
  staff: Pick<StaffPrincipal, 'brandId' | 'hotelIds'>,
  email: string,
) {
  const key = emailKey(email);
  const hotelIds = await visibleHotelIds(db, staff);
  const [reservations, member, marketing, payLinks] = await Promise.all([
    db
      .selectFrom('reservations as r')
      .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
      .selectAll('r')
      .select('h.code as hotel_code')
      .where('r.hotel_id', 'in', hotelIds.length > 0 ? hotelIds : [-1])
      .where((eb) => eb(eb.fn('lower', ['r.email']), '=', key))
      .orderBy('r.created_at')
      .execute(),
    db
      .selectFrom('members')
      .selectAll()
      .where('brand_id', '=', staff.brandId)
      .where('email', '=', key)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('marketing_subscriptions')
      .select(['subscribed', 'updated_at'])
      .where('brand_id', '=', staff.brandId)
      .where('email_key', '=', key)
      .execute(),
    db
      .selectFrom('payment_links')
      .select([
        'id',
        'payment_number',
        'status',
        'amount',
        'currency',
        'description',
        'email',
        'card_brand',
        'card_last4',
        'created_at',
      ])
      .where('hotel_id', 'in', hotelIds.length > 0 ? hotelIds : [-1])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', key))
      .execute(),
  ]);
  const lottery = member
    ? await db
        .selectFrom('lottery_entries')
        .selectAll()
        .where('member_id', '=', member.id)
        .execute()
    : [];
  return { key, hotelIds, reservations, member, marketing, payLinks, lottery };
}

export type GuestRecords = Awaited<ReturnType<typeof guestRecords>>;

const iso = (d: Date | string) => new Date(d).toISOString();

/** The summary the console shows. */
export function summaryOf(records: GuestRecords): GuestDataSummary {
  const { member } = records;
  const consent = records.marketing[0];
  return {
    email: records.key,
    reservations: records.reservations.map((r) => ({
      reservation_number: r.number,
      hotel_code: r.hotel_code,
      status: r.status,
      checkin_date: r.checkin_date,
      checkout_date: r.checkout_date,
      guest_name: `${r.guest.first_name} ${r.guest.last_name}`.trim(),
    })),
    member: member
      ? {
          membership_id: member.membership_id,
          name: `${member.first_name} ${member.last_name}`.trim(),
          created_at: iso(member.created_at),
          accepts_promotion_emails: member.accepts_promotion_emails,
        }
      : null,
    marketing: consent
      ? { subscribed: consent.subscribed, updated_at: iso(consent.updated_at) }
      : null,
    lottery_entries: records.lottery.map((e) => ({
      entry_number: e.entry_number,
      status: e.status,
      checkin_date: e.checkin_date,
    })),
    pay_links: records.payLinks.map((l) => ({
      payment_number: l.payment_number,
      status: l.status,
      amount: l.amount,
      currency: l.currency,
    })),
  };
}

/**
 * The export: every record about the address as the guest may ask for it (their bookings with
 * answers and timeline, their account without its password, cards as brand and last four,
 * points, consent, lottery entries, payment requests). Tokens, hashes and locks are left out.
 */
export async function exportOf(db: Kysely<Database>, records: GuestRecords) {
  const ids = records.reservations.map((r) => r.id);
  const [events, payments, cards, points] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom('reservation_events')
          .select(['reservation_id', 'kind', 'detail', 'created_at'])
          .where('reservation_id', 'in', ids)
          .orderBy('id')
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('payment_transactions')
          .select([
            'reservation_id',
            'status',
            'amount',
            'currency',
            'card_brand',
            'card_last4',
            'refunded_amount',
            'created_at',
          ])
          .where('reservation_id', 'in', ids)
          .execute(),
    records.member
      ? db
          .selectFrom('saved_cards')
          .select(['brand', 'last4', 'exp_month', 'exp_year', 'created_at'])
          .where('member_id', '=', records.member.id)
          .execute()
      : [],
    records.member
      ? db
          .selectFrom('point_entries')
          .select(['kind', 'points', 'created_at'])
          .where('member_id', '=', records.member.id)
          .execute()
      : [],
  ]);
  const member = records.member;
  return {
    email: records.key,
    exported_at: new Date().toISOString(),
    reservations: records.reservations.map((r) => ({
      reservation_number: r.number,
      hotel_code: r.hotel_code,
      status: r.status,
      email: r.email,
      checkin_date: r.checkin_date,
      checkout_date: r.checkout_date,
      guest: r.guest,
      rooms: r.rooms.map(({ room_type_id: _t, plan_id: _p, ...room }) => room),
      extras: r.extras,
      answers: r.answers,
      special_request: r.special_request,
      coupon_code: r.coupon_code,
      price: r.price,
      campaign: r.campaign,
      cancellation: r.cancellation,
      locale: r.locale,
      created_at: iso(r.created_at),
      payments: payments.filter((p) => p.reservation_id === r.id),
      events: events
        .filter((e) => e.reservation_id === r.id)
        .map((e) => ({
          kind: e.kind,
          at: iso(e.created_at),
          detail: e.detail === null ? null : (JSON.parse(e.detail) as unknown),
        })),
    })),
    member: member
      ? {
          membership_id: member.membership_id,
          email: member.email,
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
          accepts_promotion_emails: member.accepts_promotion_emails,
          created_at: iso(member.created_at),
          saved_cards: cards,
          points,
        }
      : null,
    marketing: records.marketing,
    lottery_entries: records.lottery.map(
      ({ id: _id, member_id: _m, event_id: _e, ...entry }) => entry,
    ),
    pay_links: records.payLinks.map(({ id: _id, ...link }) => link),
  };
}
