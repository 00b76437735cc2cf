import { expect, it } from 'vitest';
import { ConsoleSessionResponseSchema } from '../../../src/api/contract/console/session.ts';
import { apiError, data, describeOnDatabases } from '../../test/harness.ts';
import { signedInStaff } from '../../test/staff.ts';

const SESSION = '/api/v1/console/session';

describeOnDatabases('console session', (ctx) => {
  it('answers 401 9441 without a session', async () => {
    const res = await ctx().call('GET', SESSION);
    expect(res.status).toBe(401);
    expect(apiError(res).code).toBe(9441);
  });

  it('tells who is signed in, with the role capabilities and the CSRF token', async () => {
    const staff = await signedInStaff(ctx(), { role: 'front_desk', hotels: ['sakura-tokyo'] });
    const session = data(
      await ctx().call('GET', SESSION, undefined, staff.headers),
      ConsoleSessionResponseSchema,
    );
    expect(session.staff).toMatchObject({ id: staff.staffId, role: 'front_desk' });
    expect(session.capabilities).toContain('reservations.read');
    expect(session.capabilities).not.toContain('hotel.settings.read');
    expect(session.csrf_token).toBe(staff.headers['X-CSRF-Token']);
    expect(session.hotels.map((h) => h.code)).toEqual(['sakura-tokyo']);
    expect(session.brand.code).toBe('sakura');
  });

  it('refuses a write without the CSRF header, and signs out with it', async () => {
    const staff = await signedInStaff(ctx(), { role: 'marketing' });
    const { Cookie } = staff.headers;
    const refused = await ctx().call('POST', `${SESSION}/sign-out`, undefined, {
      Cookie: Cookie ?? '',
    });
    expect(refused.status).toBe(403);
    expect(apiError(refused).code).toBe(9444);
    const wrong = await ctx().call('POST', `${SESSION}/sign-out`, undefined, {
      Cookie: Cookie ?? '',
      'X-CSRF-Token': 'nope',
    });
    expect(apiError(wrong).code).toBe(9444);
    const out = await ctx().call('POST', `${SESSION}/sign-out`, undefined, staff.headers);
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/__Host-console_session=;/);
    expect((await ctx().call('GET', SESSION, undefined, staff.headers)).status).toBe(401);
  });
});

describeOnDatabases('console session lifetime', (ctx) => {
  const at = (start: number, minutes: number) =>
    ctx().appWith({ now: () => new Date(start + minutes * 60_000) });
  const get = (headers: Record<string, string>, app: ReturnType<typeof at>) =>
    ctx().call('GET', SESSION, undefined, headers, app);

  it('ends after 30 idle minutes, and activity keeps it going', async () => {
    const start = Date.now();
    const staff = await signedInStaff(ctx(), { role: 'manager', now: new Date(start) });
    expect((await get(staff.headers, at(start, 20))).status).toBe(200);
    expect((await get(staff.headers, at(start, 45))).status).toBe(200);
    const idle = await get(staff.headers, at(start, 76));
    expect(idle.status).toBe(401);
    expect(apiError(idle).code).toBe(9441);
  });

  it('ends after 12 hours however active', async () => {
    const start = Date.now();
    const staff = await signedInStaff(ctx(), { role: 'front_desk', now: new Date(start) });
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      expect((await get(staff.headers, at(start, minutes))).status).toBe(200);
    }
    expect((await get(staff.headers, at(start, 12 * 60 + 1))).status).toBe(401);
  });

  it('is known to a second app instance on the same database', async () => {
    const staff = await signedInStaff(ctx(), { role: 'marketing' });
    const other = ctx().appWith({});
    expect((await get(staff.headers, other)).status).toBe(200);
    await ctx().call('POST', `${SESSION}/sign-out`, undefined, staff.headers);
    expect((await get(staff.headers, other)).status).toBe(401);
  });
});
