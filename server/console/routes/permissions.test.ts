import { expect, it } from 'vitest';
import { type Endpoint, pathParamNames } from '../../../src/api/contract/endpoint.ts';
import { OPERATIONS } from '../../../src/api/contract/endpoints/index.ts';
import { can, STAFF_ROLES, type StaffRole } from '../../../src/rules/console/capabilities.ts';
import { apiError, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { sessionHeaders, signedInStaff } from '../../test/staff.ts';
import { CSRF_HEADER } from '../auth/csrf.ts';
import { createStaffSession, DEFAULT_SESSION_POLICY } from '../auth/sessions.ts';

/**
 * Every endpoint declared `auth: 'staff'` (from the endpoints index, so later console areas are
 * covered as they land) × every role: the role's capability decides, 403 9443 otherwise; no
 * session is 401 9441; a write without the CSRF header is 403 9444.
 */
const STAFF_ENDPOINTS = Object.entries(OPERATIONS).filter(
  (entry): entry is [string, Endpoint & { capability: NonNullable<Endpoint['capability']> }] =>
    entry[1].auth === 'staff' && entry[1].capability !== undefined,
);

/** A concrete path: `:hotel` is a hotel of the demo brand; other ids find nothing. */
const pathOf = (e: Endpoint) =>
  pathParamNames(e.path).reduce(
    (path, name) => path.replace(`:${name}`, name === 'hotel' ? 'sakura-tokyo' : '0'),
    e.path,
  );

const GATE_CODES = [9441, 9443, 9444, 9446];

/**
 * Calls a console endpoint and answers the gate's code when the gate refused the call,
 * undefined when the handler ran. Only the gate's refusals are read: other answers' bodies are
 * dropped unread (the reservations desk's event stream never ends).
 */
async function gateCode(
  ctx: TestContext,
  e: Endpoint,
  headers: Record<string, string> = {},
): Promise<number | undefined> {
  const res = await ctx.app.request(pathOf(e), {
    method: e.method.toUpperCase(),
    headers: { ...headers, ...(e.body ? { 'content-type': 'application/json' } : {}) },
    ...(e.body ? { body: '{}' } : {}),
  });
  if (res.status !== 401 && res.status !== 403) {
    await res.body?.cancel();
    return undefined;
  }
  const code = apiError({ status: res.status, headers: res.headers, body: await res.json() }).code;
  return GATE_CODES.includes(code) ? code : undefined;
}

describeOnDatabases('console permissions', (ctx) => {
  it('covers the console endpoints', () => {
    expect(STAFF_ENDPOINTS.length).toBeGreaterThanOrEqual(20);
    expect(STAFF_ENDPOINTS.map(([name]) => name)).toEqual(
      expect.arrayContaining(['listConsoleStaff', 'listConsoleAudit', 'getConsoleSession']),
    );
  });

  /** A fresh session of one member per role (sign-out calls end the one they are made with). */
  async function headersFor(c: TestContext, staffIds: Map<StaffRole, number>, role: StaffRole) {
    let staffId = staffIds.get(role);
    if (staffId === undefined) {
      staffId = (await signedInStaff(c, { role })).staffId;
      staffIds.set(role, staffId);
    }
    const { secret } = await createStaffSession(c.handle.db, {
      staffId,
      now: new Date(),
      policy: DEFAULT_SESSION_POLICY,
      secondFactor: false,
    });
    return sessionHeaders(secret);
  }

  // Some hundred calls (every console endpoint x 4 roles), each on a fresh session.
  it('lets each role call exactly what its capabilities allow', { timeout: 180_000 }, async () => {
    const staffIds = new Map<StaffRole, number>();
    for (const role of STAFF_ROLES) await headersFor(ctx(), staffIds, role);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [name, e] of STAFF_ENDPOINTS) {
      for (const role of STAFF_ROLES) {
        const code = await gateCode(ctx(), e, await headersFor(ctx(), staffIds, role));
        outcomes.push(`${name} ${role}: ${code === undefined ? 'allowed' : code}`);
        expected.push(`${name} ${role}: ${can(role, e.capability) ? 'allowed' : 9443}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('answers 401 without a session and 403 9444 on a write without the CSRF header', {
    timeout: 120_000,
  }, async () => {
    const staffIds = new Map<StaffRole, number>();
    for (const [name, e] of STAFF_ENDPOINTS) {
      expect(`${name}: ${await gateCode(ctx(), e)}`).toBe(`${name}: 9441`);
      if (e.method === 'get') continue;
      const { [CSRF_HEADER]: _csrf, ...cookieOnly } = await headersFor(ctx(), staffIds, 'owner');
      expect(`${name}: ${await gateCode(ctx(), e, cookieOnly)}`).toBe(`${name}: 9444`);
    }
  });

  it('scopes :hotel calls to the brand and the member’s hotels', async () => {
    const hotelScoped =
      STAFF_ENDPOINTS.find(
        ([, e]) =>
          e.method === 'get' && e.path.includes(':hotel') && can('front_desk', e.capability),
      ) ?? STAFF_ENDPOINTS.find(([, e]) => e.method === 'get' && e.path.includes(':hotel'));
    if (!hotelScoped)
      return expect(STAFF_ENDPOINTS.some(([, e]) => e.path.includes(':hotel'))).toBe(false);
    const [, e] = hotelScoped;
    const limited = await signedInStaff(ctx(), { role: 'owner', hotels: ['sakura-osaka'] });
    const outside = await ctx().call('GET', pathOf(e), undefined, limited.headers);
    expect(outside.status).toBe(403);
    expect(apiError(outside).code).toBe(9443);
    const owner = await signedInStaff(ctx(), { role: 'owner' });
    const unknown = await ctx().call(
      'GET',
      pathOf(e).replace('sakura-tokyo', 'no-such-hotel'),
      undefined,
      owner.headers,
    );
    expect(unknown.status).toBe(404);
  });
});
