import { describe, expect, it } from 'vitest';
import { USD_CONVERSION } from '../../test/fixtures.ts';
import { refusal } from '../../test/refusal.ts';
import {
  checkCardRequest,
  checkGuest,
  checkMcpPayment,
  checkPlans,
  checkReturnUrl,
} from './booking-rules.ts';

const guest = { first_name: 'Hanako', last_name: 'Yamada' };
const rules = (customer_address_required: boolean, kanji_name_required: boolean) => ({
  settings: { customer_address_required, kanji_name_required },
});

describe('checkGuest', () => {
  it('asks nothing more when the hotel requires nothing', () => {
    expect(refusal(() => checkGuest(rules(false, false), guest))).toBeUndefined();
  });
  it('names the first missing address field when the hotel requires an address', () => {
    expect(refusal(() => checkGuest(rules(true, false), guest))).toBe('1000:guest.postal_code');
    const partial = { ...guest, postal_code: '1000001', prefecture_or_state: 'Tokyo' };
    expect(refusal(() => checkGuest(rules(true, false), partial))).toBe(
      '1000:guest.street_address',
    );
    const full = { ...partial, street_address: '1-1 Chiyoda' };
    expect(refusal(() => checkGuest(rules(true, false), full))).toBeUndefined();
  });
  it('requires kana names where the hotel asks for them', () => {
    expect(refusal(() => checkGuest(rules(false, true), guest))).toBe('1000:guest.first_name_kana');
    expect(
      refusal(() => checkGuest(rules(false, true), { ...guest, first_name_kana: 'ハナコ' })),
    ).toBe('1000:guest.last_name_kana');
  });
});

describe('checkPlans', () => {
  const onSite = { payment_type: 'on_site', members_only: false, program_id: null } as const;
  const prePaid = { payment_type: 'pre_paid', members_only: false, program_id: null } as const;
  it('accepts plans of one payment method, with or without a chosen type', () => {
    expect(refusal(() => checkPlans([onSite, onSite], undefined))).toBeUndefined();
    expect(refusal(() => checkPlans([onSite], 'on_site'))).toBeUndefined();
  });
  it('refuses plans of different payment methods together', () => {
    expect(refusal(() => checkPlans([onSite, prePaid], undefined))).toBe('1000:rooms');
  });
  it('refuses a chosen payment type the plan does not take', () => {
    expect(refusal(() => checkPlans([onSite], 'pre_paid'))).toBe('1000:payment_type');
  });
  it('refuses a members-only plan with 2304', () => {
    expect(refusal(() => checkPlans([{ ...onSite, members_only: true }], 'on_site'))).toBe(
      '2304:rooms',
    );
  });
  it("accepts a members-only plan for a member of the plan's program and brand only", () => {
    const plan = { ...onSite, members_only: true, program_id: 7 };
    const anyMember = { ...onSite, members_only: true };
    const as = (brandId: number, programId: number) => ({
      hotelBrandId: 1,
      viewer: { brandId, programId },
    });
    expect(refusal(() => checkPlans([plan], 'on_site', as(1, 7)))).toBeUndefined();
    expect(refusal(() => checkPlans([plan], 'on_site', as(1, 8)))).toBe('2304:rooms');
    expect(refusal(() => checkPlans([plan], 'on_site', as(2, 7)))).toBe('2304:rooms');
    expect(refusal(() => checkPlans([anyMember], 'on_site', as(1, 8)))).toBeUndefined();
    expect(refusal(() => checkPlans([anyMember], 'on_site', as(2, 8)))).toBe('2304:rooms');
  });
});

describe('checkMcpPayment', () => {
  const usd = USD_CONVERSION;
  it('lets any payment type book in the hotel currency', () => {
    expect(refusal(() => checkMcpPayment(null, 'on_site'))).toBeUndefined();
  });
  it('takes only card-now (pre_paid) in another currency, once a type is chosen', () => {
    expect(refusal(() => checkMcpPayment(usd, 'pre_paid'))).toBeUndefined();
    expect(refusal(() => checkMcpPayment(usd, undefined))).toBeUndefined();
    expect(refusal(() => checkMcpPayment(usd, 'on_site_credit_card_required'))).toBe(
      '1000:payment_type',
    );
  });
});

describe('checkReturnUrl', () => {
  const origin = 'https://book.example.com';
  it('accepts the public origin and listed widget origins over http(s)', () => {
    expect(refusal(() => checkReturnUrl(`${origin}/back`, origin, []))).toBeUndefined();
    expect(
      refusal(() => checkReturnUrl('https://hotel.example/x', origin, ['https://hotel.example'])),
    ).toBeUndefined();
    expect(refusal(() => checkReturnUrl('http://any.example/x', origin, '*'))).toBeUndefined();
  });
  it('refuses other origins and other schemes', () => {
    expect(refusal(() => checkReturnUrl('https://evil.example/x', origin, []))).toBe(
      '1000:payment.return_url',
    );
    expect(refusal(() => checkReturnUrl('javascript:alert(1)', origin, '*'))).toBe(
      '1000:payment.return_url',
    );
  });
});

describe('checkCardRequest', () => {
  const origin = 'https://book.example.com';
  const payment = { gateway_token: 'tok_visa_4242' };
  it('lets a booking without a card through, gateway or not', () => {
    expect(refusal(() => checkCardRequest({ payment_type: 'on_site' }, origin, undefined))).toBe(
      undefined,
    );
  });
  it('takes a card only for card plans', () => {
    expect(refusal(() => checkCardRequest({ payment, payment_type: 'on_site' }, origin, []))).toBe(
      '1000:payment',
    );
    expect(
      refusal(() => checkCardRequest({ payment, payment_type: 'pre_paid' }, origin, [])),
    ).toBeUndefined();
  });
  it('is a server fault when a card arrives and no gateway is configured', () => {
    expect(() =>
      checkCardRequest({ payment, payment_type: 'pre_paid' }, origin, undefined),
    ).toThrow('card payment without a gateway');
  });
  it('checks the return URL the card brings', () => {
    const away = { ...payment, return_url: 'https://evil.example/x' };
    expect(
      refusal(() => checkCardRequest({ payment: away, payment_type: 'pre_paid' }, origin, [])),
    ).toBe('1000:payment.return_url');
  });
});
