import * as v from 'valibot';
import { expect, it } from 'vitest';
import {
  GuestDataErasedSchema,
  GuestDataResponseSchema,
} from '../../../src/api/contract/console/guest-data.ts';
import { CreateReservationResponseSchema } from '../../../src/api/contract/index.ts';
import { tokyoBooking } from '../../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { newMember, uniqueEmail, widgetSession } from '../../test/members.ts';
import { signedInStaff, staffHeaders } from '../../test/staff.ts';

const FIND = '/api/v1/console/guest-data';

async function bookAs(ctx: TestContext, email: string, offset: number) {
  const checkin = await ctx.freeDate('standard-double', 1, offset);
  const res = await ctx.call(
    'POST',
    '/api/v1/reservations',
    tokyoBooking(checkin, 1, {
      email,
      guest: { first_name: 'Mirai', last_name: 'Sato', phone: '+819011112222' },
      marketing_opt_in: true,
      special_request: 'Quiet room please',
    }),
  );
  return data(res, CreateReservationResponseSchema).data;
}

describeOnDatabases('console: guest data', (get) => {
  it('finds, exports and erases everything about an address, keeping the bookings anonymised', async () => {
    const ctx = get();
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const session = await widgetSession(ctx);
    const email = uniqueEmail('erase');
    await newMember(ctx, session, email);
    const booked = await bookAs(ctx, email, 30);
    const other = await bookAs(ctx, uniqueEmail('keep'), 31);

    const found = data(
      await ctx.call(
        'GET',
        `${FIND}?email=${encodeURIComponent(email.toUpperCase())}`,
        undefined,
        manager.headers,
      ),
      GuestDataResponseSchema,
    ).data;
    expect(found.reservations.map((r) => r.reservation_number)).toEqual([
      booked.reservation_number,
    ]);
    expect(found.member?.name).toBe('Hanako Yamada');
    expect(found.marketing?.subscribed).toBe(true);

    const file = await ctx.app.request(`${FIND}/export?email=${encodeURIComponent(email)}`, {
      headers: manager.headers,
    });
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const exported = (await file.json()) as {
      reservations: { guest: { first_name: string }; special_request: string }[];
      member: { email: string } | null;
    };
    expect(exported.reservations[0]?.guest.first_name).toBe('Mirai');
    expect(exported.reservations[0]?.special_request).toBe('Quiet room please');
    expect(exported.member?.email).toBe(email);
    expect(JSON.stringify(exported)).not.toMatch(/password_hash|bypass_token|customer_token/);

    const mismatch = await ctx.call(
      'POST',
      `${FIND}/erase`,
      { email, confirm_email: 'someone@else.test' },
      manager.headers,
    );
    expect(mismatch.status).toBe(400);
    const erased = data(
      await ctx.call('POST', `${FIND}/erase`, { email, confirm_email: email }, manager.headers),
      GuestDataErasedSchema,
    ).data;
    expect(erased).toMatchObject({ reservations: 1, member: true, marketing: 1 });

    const after = data(
      await ctx.call(
        'GET',
        `${FIND}?email=${encodeURIComponent(email)}`,
        undefined,
        manager.headers,
      ),
      GuestDataResponseSchema,
    ).data;
    expect(after).toMatchObject({ reservations: [], member: null, marketing: null });
    // The booking is still there, anonymised, with its amounts and dates.
    const row = await ctx.handle.db
      .selectFrom('reservations')
      .selectAll()
      .where('number', '=', booked.reservation_number)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('done');
    expect(row.total_price).toBe(booked.price.total_price);
    expect(row.email).toMatch(/@erased\.invalid$/);
    expect(JSON.stringify([row.guest, row.rooms, row.answers, row.special_request])).not.toMatch(
      /Mirai|Sato|Quiet|819011112222/,
    );
    const desk = await ctx.call(
      'GET',
      `/api/v1/console/hotels/sakura-tokyo/reservations/${booked.reservation_number}`,
      undefined,
      manager.headers,
    );
    expect(JSON.stringify(desk.body)).not.toMatch(/Mirai|Quiet/);
    expect(JSON.stringify(desk.body)).toContain('"kind":"erased"');
    // Somebody else's booking is untouched.
    const kept = await ctx.handle.db
      .selectFrom('reservations')
      .select('guest')
      .where('number', '=', other.reservation_number)
      .executeTakeFirstOrThrow();
    expect(kept.guest.first_name).toBe('Mirai');
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'after'])
      .where('actor_staff_id', '=', manager.staffId)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'guest_data.find',
      'guest_data.export',
      'guest_data.erase',
      'guest_data.find',
    ]);
    expect(JSON.stringify(audit)).not.toContain(email);
  });

  it('is for owners and managers; a member limited to some hotels may not erase', async () => {
    const ctx = get();
    for (const role of ['front_desk', 'marketing'] as const) {
      const res = await ctx.call(
        'GET',
        `${FIND}?email=a@b.test`,
        undefined,
        await staffHeaders(ctx, { role }),
      );
      expect(res.status).toBe(403);
      expect(apiError(res).code).toBe(9443);
    }
    const limited = await staffHeaders(ctx, { role: 'manager', hotels: ['sakura-kyoto'] });
    const email = uniqueEmail('limited');
    await bookAs(ctx, email, 33);
    const seen = data(
      await ctx.call('GET', `${FIND}?email=${encodeURIComponent(email)}`, undefined, limited),
      GuestDataResponseSchema,
    ).data;
    expect(seen.reservations).toEqual([]);
    const refused = await ctx.call(
      'POST',
      `${FIND}/erase`,
      { email, confirm_email: email },
      limited,
    );
    expect(refused.status).toBe(403);
    expect((await ctx.call('GET', `${FIND}?email=not-an-address`, undefined, limited)).status).toBe(
      400,
    );
    expect(
      v.is(GuestDataErasedSchema, {
        data: { reservations: 0, member: false, marketing: 0, lottery_entries: 0, pay_links: 0 },
      }),
    ).toBe(true);
  });
});
