import { describe, expect, it } from 'vitest';
import type { CreateReservation } from '../../../src/api/contract/index.ts';
import { USD_CONVERSION, YEN_TOTAL } from '../../test/fixtures.ts';
import type { CardResult } from './payment.ts';
import { type PricedForRow, reservationRow } from './reservation-row.ts';
import { hashToken } from './tokens.ts';

const body: CreateReservation = {
  hotel_code: 'sakuratokyo',
  checkin_date: '2030-01-10',
  checkout_date: '2030-01-12',
  rooms: [{ room_type_code: 'standard-double', room_plan_code: 'std-room-only', adults: 2 }],
  guest: { first_name: 'Hanako', last_name: 'Yamada' },
  email: 'hanako@example.com',
  payment_type: 'pre_paid',
};
const priced: PricedForRow = {
  rooms: [],
  extras: [],
  price: YEN_TOTAL,
  conversion: null,
  coupon: null,
  plans: [{ min_nights: 1 }, { min_nights: 2 }],
};
const card: CardResult = {
  paymentId: 'pay_1',
  brand: 'visa',
  last4: '4242',
  status: 'captured',
  challengeUrl: null,
};

describe('reservationRow', () => {
  it('writes a confirmed booking with the priced totals and defaults', () => {
    const row = reservationRow(3, body, priced, { number: 'R-1', token: 'secret' });
    expect(row).toMatchObject({
      number: 'R-1',
      hotel_id: 3,
      status: 'done',
      total_price: 22200,
      min_nights: 2,
      locale: 'en',
      coupon_code: null,
      special_request: null,
      mcp_exchange_rate: null,
      answers: '[]',
      source: 'widget',
    });
  });
  it('stores only the hash of the guest token', () => {
    const row = reservationRow(3, body, priced, { number: 'R-1', token: 'secret' });
    expect(row.bypass_token_hash).toBe(hashToken('secret'));
    expect(JSON.stringify(row)).not.toContain('"secret"');
  });
  it('leaves a booking whose card awaits 3-D Secure payment_pending', () => {
    const challenged: CardResult = {
      ...card,
      status: 'pre_3d_secure',
      challengeUrl: 'https://3ds.example',
    };
    const paid = card;
    expect(
      reservationRow(3, body, priced, { number: 'R-1', token: 't', card: challenged }).status,
    ).toBe('payment_pending');
    expect(reservationRow(3, body, priced, { number: 'R-1', token: 't', card: paid }).status).toBe(
      'done',
    );
  });
  it('keeps the coupon, locale and conversion of the booking', () => {
    const usd = USD_CONVERSION;
    const row = reservationRow(
      3,
      { ...body, locale: 'ja' },
      { ...priced, coupon: { code: 'WINTER' }, conversion: usd },
      { number: 'R-1', token: 't' },
    );
    expect(row).toMatchObject({ coupon_code: 'WINTER', locale: 'ja' });
    expect(JSON.parse(String(row.mcp_exchange_rate))).toEqual(usd);
  });
});
