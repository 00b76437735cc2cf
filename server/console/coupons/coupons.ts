import type { Kysely } from 'kysely';
import type {
  ConsoleCoupon,
  ConsoleCouponUse,
  CreateConsoleCoupon,
  UpdateConsoleCoupon,
} from '../../../src/api/contract/console/coupons.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import type { ConsoleHotel, StaffPrincipal } from '../auth/staff-context.ts';

type Hotel = Pick<ConsoleHotel, 'id' | 'code'>;

function couponQuery(db: Kysely<Database>, hotelId: number) {
  return db
    .selectFrom('coupons as c')
    .innerJoin('hotels as h', 'h.id', 'c.hotel_id')
    .selectAll('c')
    .select('h.currency')
    .select((eb) =>
      eb
        .selectFrom('member_coupons as mc')
        .whereRef('mc.coupon_id', '=', 'c.id')
        .select(eb.fn.countAll<string>().as('n'))
        .as('issued_count'),
    )
    .where('c.hotel_id', '=', hotelId);
}

type CouponRow = Awaited<ReturnType<ReturnType<typeof couponQuery>['executeTakeFirstOrThrow']>>;

function present(row: CouponRow): ConsoleCoupon {
  return {
    code: row.code,
    name: row.name ?? '',
    discount_type: row.discount_type,
    amount: row.amount,
    currency: row.currency,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    usage_limit: row.usage_limit,
    per_member_limit: row.per_member_limit,
    max_discounted_nights: row.max_discounted_nights,
    target_mode: row.target_mode,
    hotel_plan_codes: row.hotel_plan_codes,
    used_count: row.used_count,
    issued_count: Number(row.issued_count ?? 0),
    active: row.active,
  };
}

/** The hotel's codes, newest first. */
export async function listCoupons(db: Kysely<Database>, hotelId: number): Promise<ConsoleCoupon[]> {
  const rows = await couponQuery(db, hotelId).orderBy('c.id', 'desc').execute();
  return rows.map(present);
}

/** One code of the hotel (any spelling's case); 404 for another hotel's or an unknown code. */
export async function hotelCoupon(
  db: Kysely<Database>,
  hotelId: number,
  code: string,
): Promise<ConsoleCoupon & { id: number }> {
  const row = await couponQuery(db, hotelId)
    .where('c.code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!row) throw notFound('Coupon');
  return { ...present(row), id: row.id };
}

/** The columns a coupon's fields are stored in (plans as JSON text, see schema.ts). */
function columns(input: UpdateConsoleCoupon) {
  return {
    name: input.name === '' ? null : input.name,
    discount_type: input.discount_type,
    amount: input.amount,
    valid_from: input.valid_from,
    valid_until: input.valid_until,
    usage_limit: input.usage_limit,
    per_member_limit: input.per_member_limit,
    max_discounted_nights: input.max_discounted_nights,
    target_mode: input.target_mode,
    hotel_plan_codes: JSON.stringify(input.hotel_plan_codes),
  };
}

/** Plans named must be the hotel's (a typo would make a code that fits nothing, silently). */
async function checkPlans(db: Kysely<Database>, hotelId: number, codes: readonly string[]) {
  if (codes.length === 0) return;
  const known = await db
    .selectFrom('plans')
    .select('hotel_plan_code')
    .distinct()
    .where('hotel_id', '=', hotelId)
    .where('hotel_plan_code', 'in', codes)
    .execute();
  const have = new Set(known.map((p) => p.hotel_plan_code));
  const missing = codes.find((c) => !have.has(c));
  if (missing)
    throw new DomainError(ErrorCode.invalid, 400, `hotel_plan_codes unknown`, 'hotel_plan_codes', {
      code: missing,
    });
}

/** Makes a code and records it in the audit log, in one transaction. */
export async function createCoupon(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: Hotel,
  input: CreateConsoleCoupon,
  now: Date,
): Promise<void> {
  await checkPlans(db, hotel.id, input.hotel_plan_codes);
  await db.transaction().execute(async (tx) => {
    const taken = await tx
      .selectFrom('coupons')
      .select('id')
      .where('hotel_id', '=', hotel.id)
      .where('code', '=', input.code)
      .executeTakeFirst();
    if (taken) throw new DomainError(ErrorCode.conflict, 409, 'code duplicate', 'code');
    await tx
      .insertInto('coupons')
      .values({ hotel_id: hotel.id, code: input.code, used_count: 0, ...columns(input) })
      .execute();
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'coupon.create',
      target: `coupon:${input.code}`,
      before: undefined,
      after: input,
      at: now,
    });
  });
}

/** Changes a code's terms (its uses stay counted) and records before and after. */
export async function updateCoupon(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: Hotel,
  code: string,
  input: UpdateConsoleCoupon,
  now: Date,
): Promise<void> {
  const before = await hotelCoupon(db, hotel.id, code);
  await checkPlans(db, hotel.id, input.hotel_plan_codes);
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('coupons').set(columns(input)).where('id', '=', before.id).execute();
    const {
      id: _id,
      used_count: _used,
      issued_count: _issued,
      currency: _c,
      active: _active,
      ...terms
    } = before;
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'coupon.update',
      target: `coupon:${before.code}`,
      before: terms,
      after: input,
      at: now,
    });
  });
}

/**
 * Switches a code off (checkout refuses it as an invalid code) or back on, under the row's lock;
 * audited (`coupon.switch_off` / `coupon.switch_on`) when it changes.
 */
export async function switchCoupon(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: Hotel,
  code: string,
  active: boolean,
  now: Date,
): Promise<void> {
  const coupon = await hotelCoupon(db, hotel.id, code);
  await db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('coupons')
      .select('active')
      .where('id', '=', coupon.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.active === active) return;
    await tx.updateTable('coupons').set({ active }).where('id', '=', coupon.id).execute();
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: active ? 'coupon.switch_on' : 'coupon.switch_off',
      target: `coupon:${coupon.code}`,
      before: { active: row.active },
      after: { active },
      at: now,
    });
  });
}

/** The bookings that named the code, newest first (cancelled ones too: their status says so). */
export async function couponUses(
  db: Kysely<Database>,
  hotelId: number,
  code: string,
): Promise<ConsoleCouponUse[]> {
  const rows = await db
    .selectFrom('reservations')
    .select([
      'number',
      'status',
      'checkin_date',
      'checkout_date',
      'email',
      'member_id',
      'price',
      'total_price',
      'created_at',
    ])
    .where('hotel_id', '=', hotelId)
    .where('coupon_code', '=', code)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    reservation_number: r.number,
    status: r.status,
    checkin_date: r.checkin_date,
    checkout_date: r.checkout_date,
    email: r.email,
    member: r.member_id !== null,
    coupon_discount_amount: r.price.coupon_discount_amount ?? 0,
    total_price: r.total_price,
    created_at: r.created_at.toISOString(),
  }));
}

/**
 * Puts the code in the wallet of the brand's member with this e-mail (404: no such member,
 * 409: they hold it already), audited.
 */
export async function issueCoupon(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: Hotel & { brandId: number },
  code: string,
  email: string,
  now: Date,
): Promise<void> {
  const coupon = await hotelCoupon(db, hotel.id, code);
  const memberId = await brandMemberId(db, hotel.brandId, email);
  await db.transaction().execute(async (tx) => {
    const issued = await tx
      .insertInto('member_coupons')
      .values({ member_id: memberId, coupon_id: coupon.id })
      .onConflict((oc) => oc.columns(['member_id', 'coupon_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!issued) throw conflict('The member already holds this coupon.');
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'coupon.issue',
      target: `coupon:${coupon.code}`,
      before: undefined,
      after: { member_id: memberId },
      at: now,
    });
  });
}

/** The brand's live member with this e-mail (members' e-mails are stored lower-cased). */
export async function brandMemberId(
  db: Kysely<Database>,
  brandId: number,
  email: string,
): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('email', '=', email.trim().toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Member');
  return row.id;
}
