import { expect, it } from 'vitest';
import {
  AvailabilityResponseSchema,
  BookingWidgetSettingsSchema,
  RoomPriceResponseSchema,
  RoomSearchResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { convertMinor } from '../currency/convert.ts';
import type { ExchangeRates } from '../currency/rates.ts';
import { apiError, data, describeOnDatabases } from '../test/harness.ts';

const url = (path: string, params: Record<string, string>): string =>
  `/api/v1/rooms${path}?${new URLSearchParams(params)}`;

describeOnDatabases('multi-currency prices on rooms', (get) => {
  it('adds mcp_ amounts in the guest currency and keeps the hotel amounts', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 2, 20);
    const stay = { code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 2), adults: '2' };
    const plain = data(await ctx.call('GET', url('', stay)), RoomSearchResponseSchema).data;
    const res = data(
      await ctx.call('GET', url('', { ...stay, mcp_currency: 'USD' })),
      RoomSearchResponseSchema,
    ).data;
    expect(res.currency).toBe('JPY');
    expect(res.mcp_currency).toBe('USD');
    expect(res.mcp_exchange_rate).toMatchObject({ base_currency: 'JPY', currency: 'USD' });
    const rate = res.mcp_exchange_rate?.rate ?? '';
    expect(rate).toBe('0.0067');
    expect(Number.isNaN(Date.parse(res.mcp_exchange_rate?.updated_at ?? ''))).toBe(false);
    const plans = res.rooms.flatMap((r) => r.room_plans);
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.map((p) => p.total_price)).toEqual(
      plain.rooms.flatMap((r) => r.room_plans).map((p) => p.total_price),
    );
    for (const p of plans) {
      expect(p.mcp_total_price).toBe(convertMinor(p.total_price ?? 0, 'JPY', 'USD', rate));
      expect(p.price?.mcp_total_price).toBe(
        convertMinor(p.price?.total_price ?? 0, 'JPY', 'USD', rate),
      );
      expect(p.price?.mcp_currency).toBe('USD');
      expect(p.price?.nights.every((n) => Number.isInteger(n.mcp_price_without_tax))).toBe(true);
    }
    for (const plan of res.plans) {
      expect(plan.mcp_lowest_total_price).toBe(
        convertMinor(plan.lowest_total_price ?? 0, 'JPY', 'USD', rate),
      );
    }
    // Without a currency the answer has no mcp_ fields at all.
    expect(plain.mcp_currency).toBeUndefined();
    expect(plain.rooms[0]?.room_plans[0]?.mcp_total_price).toBeUndefined();
  });

  it('takes the header currency (currency=KRW) and answers whole won', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 25);
    const res = data(
      await ctx.call(
        'GET',
        url('', { code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1), currency: 'KRW' }),
      ),
      RoomSearchResponseSchema,
    ).data;
    expect(res.mcp_currency).toBe('KRW');
    const plan = res.rooms[0]?.room_plans[0];
    expect(plan?.mcp_total_price).toBe(Math.round((plan?.total_price ?? 0) * 9.35));
    // The hotel's own currency is no conversion.
    const jpy = data(
      await ctx.call(
        'GET',
        url('', { code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1), currency: 'JPY' }),
      ),
      RoomSearchResponseSchema,
    ).data;
    expect(jpy.mcp_currency).toBeUndefined();
  });

  it('answers 400 naming the field for a currency it has no rate for', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 25);
    const stay = { code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1) };
    const unknown = await ctx.call('GET', url('', { ...stay, mcp_currency: 'XYZ' }));
    expect(unknown.status).toBe(400);
    expect(apiError(unknown).code).toBe(1000);
    expect(apiError(unknown).payload?.field).toBe('mcp_currency');
    const byHeader = await ctx.call('GET', url('', { ...stay, currency: 'XYZ' }));
    expect(apiError(byHeader).payload?.field).toBe('currency');
    const lower = await ctx.call('GET', url('', { ...stay, mcp_currency: 'usd' }));
    expect(lower.status).toBe(400);
    expect(apiError(lower).payload?.field).toBe('mcp_currency');
  });

  it('ignores mcp_currency at a hotel without multi-currency', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 25);
    for (const mcp_currency of ['USD', 'XYZ']) {
      const res = await ctx.call(
        'GET',
        url('', {
          code: 'sakura-kyoto',
          checkin,
          checkout: addDays(checkin, 1),
          adults: '2',
          mcp_currency,
        }),
      );
      const d = data(res, RoomSearchResponseSchema).data;
      expect(d.mcp_currency).toBeUndefined();
      expect(d.rooms.flatMap((r) => r.room_plans).some((p) => 'mcp_total_price' in p)).toBe(false);
    }
  });

  it('converts /rooms/price and the availability calendar', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 2, 30);
    const price = data(
      await ctx.call(
        'GET',
        url('/price', {
          code: 'sakura-tokyo',
          room_plan_code: 'std-room-only',
          checkin_date: checkin,
          checkout_date: addDays(checkin, 2),
          adults: '2',
          mcp_currency: 'EUR',
        }),
      ),
      RoomPriceResponseSchema,
    ).data;
    expect(price.mcp_currency).toBe('EUR');
    expect(price.mcp_total_price).toBe(convertMinor(price.total_price, 'JPY', 'EUR', '0.0062'));
    expect(price.mcp_exchange_rate?.rate).toBe('0.0062');

    const cal = data(
      await ctx.call(
        'GET',
        url('/availability', {
          code: 'sakura-tokyo',
          start_date: checkin,
          end_date: addDays(checkin, 6),
          mcp_currency: 'VND',
        }),
      ),
      AvailabilityResponseSchema,
    ).data;
    expect(cal.mcp_currency).toBe('VND');
    for (const day of cal.days) {
      expect(day.mcp_lowest_price).toBe(
        day.lowest_price === null ? null : convertMinor(day.lowest_price, 'JPY', 'VND', '170.2'),
      );
    }
  });

  it('takes its rates from the ExchangeRates it is given (a feed replaces the table)', async () => {
    const ctx = get();
    const feed: ExchangeRates = {
      async rate(base, quote) {
        return quote === 'USD'
          ? {
              base_currency: base,
              currency: quote,
              rate: '0.01',
              updated_at: '2030-01-01T00:00:00.000Z',
            }
          : null;
      },
      async currencies() {
        return ['USD'];
      },
    };
    const app = ctx.appWith({ exchangeRates: feed });
    const checkin = await ctx.freeDate('standard-double', 1, 25);
    const stay = { code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1) };
    const res = data(
      await ctx.call('GET', url('', { ...stay, mcp_currency: 'USD' }), undefined, {}, app),
      RoomSearchResponseSchema,
    ).data;
    const plan = res.rooms[0]?.room_plans[0];
    expect(plan?.mcp_total_price).toBe(plan?.total_price); // 1 yen = 1 cent at 0.01
    expect(res.mcp_exchange_rate?.updated_at).toBe('2030-01-01T00:00:00.000Z');
    const eur = await ctx.call(
      'GET',
      url('', { ...stay, mcp_currency: 'EUR' }),
      undefined,
      {},
      app,
    );
    expect(eur.status).toBe(400);
  });

  it('settings offer the currencies there is a rate for', async () => {
    const ctx = get();
    const settings = async (code: string) =>
      data(
        await ctx.call('GET', `/api/v1/hotels/${code}/settings/booking_widget`),
        BookingWidgetSettingsSchema,
      ).data;
    const tokyo = (await settings('sakura-tokyo')).mcp_payment_gateway_setting;
    expect(tokyo?.currencies).toHaveLength(33);
    expect(tokyo?.currencies).toEqual(expect.arrayContaining(['USD', 'KRW', 'VND', 'EUR']));
    expect(tokyo?.currencies).not.toContain('JPY');
    expect((await settings('sakura-kyoto')).mcp_payment_gateway_setting).toBeNull();
  });

  it('marks members-only plans as not bookable for an anonymous guest', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('deluxe-twin', 1, 20);
    const res = data(
      await ctx.call(
        'GET',
        url('', { code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1), adults: '2' }),
      ),
      RoomSearchResponseSchema,
    ).data;
    const plans = res.rooms.flatMap((r) => r.room_plans);
    const members = plans.find((p) => p.room_plan_code === 'twin-members');
    expect(members?.members_only).toBe(true);
    expect(members?.bookable).toBe(false);
    expect(plans.filter((p) => !p.members_only).every((p) => p.bookable === true)).toBe(true);
  });
});
