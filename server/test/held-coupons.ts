import { sql } from 'kysely';
import { expect } from 'vitest';
import { WalletCouponsResponseSchema } from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { data, type TestContext } from './harness.ts';
import type { Headers } from './members.ts';

/** Coupons held by members at the Tokyo hotel: made in its console, issued, switched. */
export const TOKYO_CONSOLE = '/api/v1/console/hotels/sakura-tokyo';

/** A 10 % code made in the Tokyo hotel's console, valid from `validFrom` (default today). */
export async function consoleCode(
  ctx: TestContext,
  staff: Headers,
  code: string,
  { name = `Gift ${code}`, validFrom = ctx.today }: { name?: string; validFrom?: string } = {},
): Promise<void> {
  const body = {
    code,
    name,
    discount_type: 'percent',
    amount: 10,
    valid_from: validFrom,
    valid_until: addDays(ctx.today, 300),
    usage_limit: null,
    per_member_limit: null,
    max_discounted_nights: null,
    target_mode: null,
    hotel_plan_codes: [],
  };
  expect((await ctx.call('POST', `${TOKYO_CONSOLE}/coupons`, body, staff)).status).toBe(201);
}

/** A 10 % code made in the console (valid from `validFrom`, default today) and issued. */
export async function issuedCode(
  ctx: TestContext,
  staff: Headers,
  code: string,
  email: string,
  validFrom = ctx.today,
): Promise<void> {
  await consoleCode(ctx, staff, code, { validFrom });
  const issued = await ctx.call(
    'POST',
    `${TOKYO_CONSOLE}/coupons/${code}/members`,
    { email },
    staff,
  );
  expect(issued.status).toBe(201);
}

/** Switches one code on or off from its console page. */
export async function switchCode(
  ctx: TestContext,
  staff: Headers,
  code: string,
  active: boolean,
): Promise<void> {
  const res = await ctx.call('PUT', `${TOKYO_CONSOLE}/coupons/${code}/active`, { active }, staff);
  expect(res.status).toBe(200);
}

/**
 * The Tokyo hotel's coupons as a whole (the hotel setting `coupon_active`), written directly:
 * the console's settings publish writes the same key. Tests switch it back on in `finally`, as
 * other tests of the file book with coupons there.
 */
export async function setTokyoCoupons(ctx: TestContext, on: boolean): Promise<void> {
  await sql`UPDATE hotels SET settings = jsonb_set(settings, '{coupon_active}', ${JSON.stringify(on)}::jsonb)
    WHERE code = 'sakura-tokyo'`.execute(ctx.handle.db);
}

/** The member's wallet as code → status. */
export async function walletStatuses(
  ctx: TestContext,
  member: Headers,
): Promise<Record<string, string>> {
  const res = await ctx.call('GET', '/api/v1/memberships/discount_coupons', undefined, member);
  return Object.fromEntries(
    data(res, WalletCouponsResponseSchema).data.map((c) => [c.code, c.status]),
  );
}
