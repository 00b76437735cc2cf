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
