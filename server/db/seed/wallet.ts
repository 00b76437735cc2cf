import { type Kysely, sql } from 'kysely';
import { addDays } from '../../../src/rules/dates.ts';
import type { Database } from '../schema.ts';
import { DEMO_MEMBER } from './members.ts';

const json = (value: unknown): string => JSON.stringify(value);

/**
 * Wallet coupons of the Tokyo hotel (issue 14); CARDPROMO15 is a card-payment promotion and
 * LONGSTAY20 discounts the first two nights only.
 */
export const WALLET_COUPONS = [
  {
    code: 'MEMBER2000',
    name: 'Member thank-you: ¥2,000 off',
    discount_type: 'amount' as const,
    amount: 2000,
    valid_days: 365,
    target_mode: null,
    hotel_plan_codes: [] as string[],
    max_discounted_nights: null,
  },
  {
    code: 'LONGSTAY20',
    name: 'Long stay: 20% off your first two nights',
    discount_type: 'percent' as const,
    amount: 20,
    valid_days: 365,
    target_mode: null,
    hotel_plan_codes: [] as string[],
    max_discounted_nights: 2,
  },
  {
    code: 'CARDPROMO15',
    name: 'Card payment promotion: 15% off breakfast and early-bird plans',
    discount_type: 'percent' as const,
    amount: 15,
    valid_days: 180,
    target_mode: 'include' as const,
    hotel_plan_codes: ['breakfast', 'early-bird'],
    max_discounted_nights: null,
  },
];

/** The demo member's vouchers at Tokyo: two to use (one with an excluded week), one expired. */
export const DEMO_VOUCHERS = [
  { number: 'SV-5000-0001', name: 'Stay voucher ¥5,000', amount: 5000, state: 'open' },
  { number: 'SV-3000-0002', name: 'Stay voucher ¥3,000', amount: 3000, state: 'open' },
  { number: 'SV-1000-0099', name: 'Spring voucher ¥1,000', amount: 1000, state: 'expired' },
] as const;

/** The week (from today + 60) that the open demo vouchers exclude. */
export const EXCLUDED_FROM_DAYS = 60;

/**
 * The demo wallet: Tokyo takes vouchers, has the wallet coupons, and the demo member holds
 * MEMBER2000, LONGSTAY20, CARDPROMO15 and WELCOME10 and three vouchers. Idempotent (only what is missing),
 * so databases seeded before migration 014 get it on their next start.
 */
export async function seedWallet(db: Kysely<Database>, today: string): Promise<void> {
  const tokyo = await db
    .selectFrom('hotels')
    .select(['id'])
    .where('code', '=', 'sakura-tokyo')
    .executeTakeFirst();
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('membership_id', '=', DEMO_MEMBER.membership_id)
    .executeTakeFirst();
  if (!tokyo || !member) return;
  await sql`UPDATE hotels SET settings = jsonb_set(settings, '{voucher_coupon_active}', 'true')
    WHERE id = ${tokyo.id}`.execute(db);
  for (const c of WALLET_COUPONS) {
    await db
      .insertInto('coupons')
      .values({
        hotel_id: tokyo.id,
        code: c.code,
        name: c.name,
        discount_type: c.discount_type,
        amount: c.amount,
        valid_until: addDays(today, c.valid_days),
        usage_limit: null,
        used_count: 0,
        target_mode: c.target_mode,
        hotel_plan_codes: json(c.hotel_plan_codes),
        max_discounted_nights: c.max_discounted_nights,
      })
      .onConflict((oc) => oc.columns(['hotel_id', 'code']).doNothing())
      .execute();
  }
  const held = await db
    .selectFrom('coupons')
    .select('id')
    .where('hotel_id', '=', tokyo.id)
    .where('code', 'in', [...WALLET_COUPONS.map((c) => c.code), 'WELCOME10'])
    .execute();
  for (const coupon of held) {
    await db
      .insertInto('member_coupons')
      .values({ member_id: member.id, coupon_id: coupon.id })
      .onConflict((oc) => oc.columns(['member_id', 'coupon_id']).doNothing())
      .execute();
  }
  for (const v of DEMO_VOUCHERS) {
    const open = v.state === 'open';
    await db
      .insertInto('vouchers')
      .values({
        hotel_id: tokyo.id,
        member_id: member.id,
        number: v.number,
        name: v.name,
        amount: v.amount,
        valid_through: open ? addDays(today, 180) : addDays(today, -1),
        stay_from: open ? today : addDays(today, -90),
        stay_to: open ? addDays(today, 180) : addDays(today, -1),
        excluded_periods: json(
          open
            ? [
                {
                  from: addDays(today, EXCLUDED_FROM_DAYS),
                  to: addDays(today, EXCLUDED_FROM_DAYS + 6),
                },
              ]
            : [],
        ),
        sale_from: open ? addDays(today, -30) : addDays(today, -120),
        sale_to: open ? addDays(today, 180) : addDays(today, -1),
      })
      .onConflict((oc) => oc.column('number').doNothing())
      .execute();
  }
}
