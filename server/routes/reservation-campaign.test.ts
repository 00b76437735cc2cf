import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases } from '../test/harness.ts';

const campaign = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: '春のキャンペーン 2026',
  gclid: 'Cj0KCQiA-test_click-id',
  metasearch_source: 'trivago',
};

describeOnDatabases('campaign attribution on the reservation', (get) => {
  it('stores the campaign sent with a booking and answers it on every read', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 262);
    const res = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 1, { campaign }),
    );
    expect(res.status).toBe(201);
    const created = data(res, CreateReservationResponseSchema).data;
    expect(created.campaign).toEqual(campaign);

    const read = await ctx.call(
      'GET',
      `/api/v1/reservations/${created.reservation_number}?bypass_token=${created.bypass_token}`,
    );
    expect(data(read, ReservationResponseSchema).data.campaign).toEqual(campaign);
    const row = await ctx.handle.db
      .selectFrom('reservations')
      .select('campaign')
      .where('number', '=', created.reservation_number)
      .executeTakeFirstOrThrow();
    expect(row.campaign).toEqual(campaign);
  });

  it('stores nothing for a booking without a campaign', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 264);
    const res = await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin, 1));
    const created = data(res, CreateReservationResponseSchema).data;
    expect(created.campaign).toBeUndefined();
    const row = await ctx.handle.db
      .selectFrom('reservations')
      .select('campaign')
      .where('number', '=', created.reservation_number)
      .executeTakeFirstOrThrow();
    expect(row.campaign).toBeNull();
  });

  it('refuses personal data, markup, unknown fields and overlong values (400, 1000, field)', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 266);
    const cases: [Record<string, unknown>, string][] = [
      [{ utm_source: 'guest@example.com' }, 'campaign.utm_source'],
      [{ utm_campaign: '<img src=x>' }, 'campaign.utm_campaign'],
      [{ gclid: 'x'.repeat(201) }, 'campaign.gclid'],
      [{ keyword: '' }, 'campaign.keyword'],
      [{ user_id: '42' }, 'campaign.user_id'],
      [{ utm_medium: 7 }, 'campaign.utm_medium'],
    ];
    for (const [sent, field] of cases) {
      const res = await ctx.call('POST', '/api/v1/reservations', {
        ...tokyoBooking(checkin, 1),
        campaign: sent,
      });
      expect(res.status, field).toBe(400);
      const error = apiError(res);
      expect(error.code, field).toBe(1000);
      expect(error.payload?.field, field).toBe(field);
    }
    const written = await ctx.handle.db
      .selectFrom('reservations')
      .select('id')
      .where('checkin_date', '=', checkin)
      .where('campaign', 'is not', null)
      .execute();
    expect(written).toEqual([]);
  });
});
