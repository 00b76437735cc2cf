import { randomUUID } from 'node:crypto';
import type { StaffRole } from '../../src/rules/console/capabilities.ts';
import { normaliseHotelCode } from '../../src/rules/hotel-code.ts';
import { CSRF_HEADER, csrfTokenFor } from '../console/auth/csrf.ts';
import { sessionCookieName } from '../console/auth/session-cookie.ts';
import { createStaffSession, DEFAULT_SESSION_POLICY } from '../console/auth/sessions.ts';
import { BRAND } from '../db/seed/data.ts';
import { hashPassword } from '../services/members/passwords.ts';
import type { TestContext } from './harness.ts';

/** The harness's cheap scrypt cost (harness.ts `passwordParams`). */
const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

/** The test harness's public origin (harness.ts): its cookie is `__Host-console_session`. */
const TEST_ORIGIN = 'https://book.test';

export interface StaffOptions {
  role: StaffRole;
  /** Brand code; default the demo brand. */
  brand?: string;
  /** Hotel codes the member is limited to; absent: every hotel of the brand. */
  hotels?: readonly string[];
  /** When the session starts; default now. */
  now?: Date;
  /** A password to sign in with (hashed at the tests' cheap cost); default none. */
  password?: string;
}

export interface TestStaff {
  staffId: number;
  brandId: number;
  email: string;
  sessionId: string;
  /** `Cookie` and `X-CSRF-Token` of the member's session. */
  headers: Record<string, string>;
}

/**
 * A new staff member of `opts.role`, signed in (a session made directly in the database, no
 * password hashing), with the headers of their session. Each call makes another member.
 */
export async function signedInStaff(ctx: TestContext, opts: StaffOptions): Promise<TestStaff> {
  const db = ctx.handle.db;
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', opts.brand ?? BRAND.code)
    .executeTakeFirstOrThrow();
  const now = opts.now ?? new Date();
  const email = `${opts.role.replace('_', '-')}-${randomUUID().slice(0, 8)}@staff.test`;
  const staff = await db
    .insertInto('staff')
    .values({
      brand_id: brand.id,
      email,
      name: `Test ${opts.role}`,
      role: opts.role,
      hotel_limited: opts.hotels !== undefined,
      password_hash:
        opts.password === undefined ? null : await hashPassword(opts.password, TEST_SCRYPT),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const code of opts.hotels ?? []) {
    const hotel = await db
      .selectFrom('hotels')
      .select('id')
      .where('code_key', '=', normaliseHotelCode(code))
      .executeTakeFirstOrThrow();
    await db
      .insertInto('staff_hotels')
      .values({ staff_id: staff.id, hotel_id: hotel.id })
      .execute();
  }
  const session = await createStaffSession(db, {
    staffId: staff.id,
    now,
    policy: DEFAULT_SESSION_POLICY,
    secondFactor: false,
  });
  return {
    staffId: staff.id,
    brandId: brand.id,
    email,
    sessionId: session.id,
    headers: sessionHeaders(session.secret),
  };
}

/** The `Cookie` and CSRF headers of a session secret (as the browser and the console send them). */
export function sessionHeaders(secret: string): Record<string, string> {
  return {
    Cookie: `${sessionCookieName(TEST_ORIGIN)}=${secret}`,
    [CSRF_HEADER]: csrfTokenFor(secret),
  };
}

/** The session secret a console answer set (its `Set-Cookie`), as the `Cookie` + CSRF headers. */
export function headersFromSignIn(res: { headers: Headers }): Record<string, string> {
  const match = /console_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
  if (!match?.[1]) throw new Error('the answer set no console session cookie');
  return sessionHeaders(match[1]);
}

/**
 * `Cookie` + `X-CSRF-Token` of a fresh signed-in staff member of `opts.role` (of the demo brand
 * unless `brand` names another, limited to `hotels` when given), for console route tests:
 * `ctx.call('GET', path, undefined, await staffHeaders(ctx, { role: 'manager' }))`.
 */
export async function staffHeaders(
  ctx: TestContext,
  opts: StaffOptions,
): Promise<Record<string, string>> {
  return (await signedInStaff(ctx, opts)).headers;
}
