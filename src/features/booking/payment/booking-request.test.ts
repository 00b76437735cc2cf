import { describe, expect, it } from 'vitest';
import { frameChallengeUrl } from '../../../shared/payment/three-ds-message.ts';
import type { BookingDraft } from '../draft.ts';
import {
  bookingOutcome,
  confirmationPath,
  failPath,
  needsCard,
  reservationBody,
} from './booking-request.ts';

const draft: BookingDraft = {
  hotelCode: 'sakuratokyo',
  checkin: '2030-04-01',
  checkout: '2030-04-03',
  rooms: [
    { room_type_code: 'standard-double', room_plan_code: 'std-breakfast', adults: 2 },
    { room_type_code: 'standard-double', room_plan_code: 'std-breakfast', adults: 1 },
  ],
  paymentType: 'pre_paid',
  currency: 'JPY',
  guest: {
    first_name: ' Hanako ',
    last_name: 'Sato',
    email: 'hanako@example.com ',
    email_confirmation: 'hanako@example.com',
    phone: '',
    postal_code: '1000001',
    terms_accepted: true,
  },
  extras: [{ extra_id: 'late-checkout', quantity: 1 }],
  answers: [
    { question_id: 'q-people', men_count: 1, women_count: 1 },
    { question_id: 'q-note', text: '  ' },
    { question_id: 'q-photo', attachment_ids: ['att-1'] },
  ],
  couponCode: 'SPRING',
  specialRequest: ' quiet room ',
  marketingOptIn: true,
  idempotencyKey: 'key-12345678',
  shownTotal: 33000,
  step: 'payment',
};

describe('reservationBody', () => {
  it('sends the draft in the API shape with the token, the shown total and no card data', () => {
    const body = reservationBody(draft, 'ja', {
      gatewayToken: 'tok_123456789',
      returnUrl: 'https://hotel.example/reservation/payment?code=sakuratokyo',
    });
    expect(body).toEqual({
      hotel_code: 'sakuratokyo',
      checkin_date: '2030-04-01',
      checkout_date: '2030-04-03',
      rooms: draft.rooms,
      guest: { first_name: 'Hanako', last_name: 'Sato', postal_code: '1000001' },
      email: 'hanako@example.com',
      payment_type: 'pre_paid',
      extras: [{ extra_id: 'late-checkout', quantity: 1 }],
      // The empty free-text answer is left out; attachments travel with their question.
      answers: [
        { question_id: 'q-people', men_count: 1, women_count: 1 },
        { question_id: 'q-photo', attachment_ids: ['att-1'] },
      ],
      coupon_code: 'SPRING',
      expected_total_price: 33000,
      locale: 'ja',
      special_request: 'quiet room',
      marketing_opt_in: true,
      payment: {
        gateway_token: 'tok_123456789',
        return_url: 'https://hotel.example/reservation/payment?code=sakuratokyo',
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/email_confirmation|terms_accepted|idempotency/);
  });

  it('has no payment without a token and no expected total before one was shown', () => {
    const body = reservationBody(
      { ...draft, paymentType: 'on_site', shownTotal: null, couponCode: null, extras: [] },
      'en',
      {},
    );
    expect(body.payment).toBeUndefined();
    expect(body.expected_total_price).toBeUndefined();
    expect(body.coupon_code).toBeUndefined();
    expect(body.extras).toBeUndefined();
  });
});

describe('reservationBody with the member wallet', () => {
  it('pays with a saved card by id, or keeps a new card, and redeems the voucher', () => {
    const withVoucher = { ...draft, voucherCode: 'SV-1' };
    const saved = reservationBody(withVoucher, 'en', {
      savedCardId: '7',
      gatewayToken: undefined,
      returnUrl: 'https://hotel.example/page',
    });
    expect(saved.voucher_coupon_code).toBe('SV-1');
    expect(saved.payment).toEqual({ saved_card_id: '7', return_url: 'https://hotel.example/page' });
    const kept = reservationBody(draft, 'en', { gatewayToken: 'tok_abcdefgh', saveCard: true });
    expect(kept.payment).toEqual({ gateway_token: 'tok_abcdefgh', save_card: true });
    expect(kept).not.toHaveProperty('voucher_coupon_code');
  });
});

describe('reservationBody in another currency', () => {
  const hotel = { currency: 'JPY', mcp_enabled: true, hotel_brand_id: 1 };
  it('books in the guest currency only when it is not the hotel one', () => {
    const usd = { ...draft, currency: 'USD', shownTotal: 22110 };
    const body = reservationBody(usd, 'en', { gatewayToken: 'tok_123456789' }, hotel);
    expect(body.mcp_currency).toBe('USD');
    // The shown total is the converted one: the server compares it in USD cents.
    expect(body.expected_total_price).toBe(22110);
    expect(reservationBody(draft, 'en', {}, hotel)).not.toHaveProperty('mcp_currency');
    expect(reservationBody(usd, 'en', {}, { ...hotel, mcp_enabled: false })).not.toHaveProperty(
      'mcp_currency',
    );
    expect(reservationBody(usd, 'en', {})).not.toHaveProperty('mcp_currency');
  });
});

describe('needsCard', () => {
  it('asks for a card only for pre-paid and card-guaranteed plans', () => {
    expect(needsCard('pre_paid')).toBe(true);
    expect(needsCard('on_site_credit_card_required')).toBe(true);
    expect(needsCard('on_site')).toBe(false);
    expect(needsCard('deferred_payment')).toBe(false);
  });
});

describe('bookingOutcome', () => {
  const payment = {
    status: 'pre_3d_secure' as const,
    amount: 1,
    currency: 'JPY',
    card_brand: 'visa',
    card_last4: '3220',
    challenge_url: 'https://pay.example/gateway/3ds/p1',
    error_code: null,
  };
  it('maps each answer to the next step', () => {
    expect(bookingOutcome({ status: 'done', payment: null })).toEqual({ kind: 'confirmed' });
    expect(bookingOutcome({ status: 'payment_pending', payment })).toEqual({
      kind: 'challenge',
      url: 'https://pay.example/gateway/3ds/p1',
    });
    expect(
      bookingOutcome({ status: 'payment_pending', payment: { ...payment, challenge_url: null } }),
    ).toEqual({ kind: 'pending' });
    expect(
      bookingOutcome({
        status: 'cancelled',
        payment: { ...payment, status: 'cancelled', error_code: 3008 },
      }),
    ).toEqual({ kind: 'failed', code: 3008 });
    expect(bookingOutcome({ status: 'cancelled', payment: null })).toEqual({
      kind: 'failed',
      code: 3002,
    });
  });
});

describe('paths', () => {
  it('builds the fail query of the spec and the confirmation link', () => {
    const url = new URL(failPath(draft, 3006, 'three_d_secure'), 'https://x.example');
    expect(url.pathname).toBe('/reservation/fail');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'sakuratokyo',
      checkin: '2030-04-01',
      checkout: '2030-04-03',
      adults: '3',
      error_code: '3006',
      error: 'three_d_secure',
    });
    expect(confirmationPath('sakuratokyo', 'R 1', 'tok')).toBe(
      '/reservation/confirmation/R%201?code=sakuratokyo&bypass_token=tok&completed=1',
    );
    expect(frameChallengeUrl('https://pay.example/gateway/3ds/p1')).toBe(
      'https://pay.example/gateway/3ds/p1?mode=frame',
    );
  });
});
