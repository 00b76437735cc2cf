import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import type { Reservation } from '../../api/contract/index.ts';
import { ApiError } from '../../api/errors/api-error.ts';
import { createAppIntl } from '../../i18n/create-intl.ts';
import { amounts, reservationMoney } from './amounts.ts';
import { cancelPayload } from './cancel-reasons.ts';
import { updateBody } from './change-rules.ts';
import { guestsBody, valuesFromGuest } from './guest-update.ts';
import { lockProblem, manageErrorText } from './manage-errors.ts';

const UPDATED_AT = '2030-03-01T10:00:00.000Z';
const intl = createAppIntl('en', en);
const error = (code: number) => new ApiError({ status: 409, code, title: 't', local: false });

describe('manage bodies carry the updated_at the screen was built from', () => {
  it('cancel', () => {
    expect(cancelPayload('trip_plan_change', '', 1500, UPDATED_AT)).toEqual({
      ok: true,
      body: {
        reason: 'trip_plan_change',
        cancellation_fee_displayed: 1500,
        expected_updated_at: UPDATED_AT,
      },
    });
  });

  it('change of dates', () => {
    const rooms = [{ adults: 2, kids_tiers: [] }] as unknown as Reservation['rooms'];
    expect(
      updateBody(
        { checkin: '2030-04-02', checkout: '2030-04-04', adults: [2] },
        rooms,
        15611,
        UPDATED_AT,
      ),
    ).toEqual({
      checkin_date: '2030-04-02',
      checkout_date: '2030-04-04',
      rooms: [{ adults: 2, kids_tiers: [] }],
      expected_total_price: 15611,
      expected_updated_at: UPDATED_AT,
    });
  });

  it("guests' update", () => {
    const values = valuesFromGuest({ first_name: 'Ann', last_name: 'Lee' });
    expect(guestsBody(values, UPDATED_AT)).toEqual({
      guest: { first_name: 'Ann', last_name: 'Lee' },
      expected_updated_at: UPDATED_AT,
    });
  });
});

describe('lock refusals', () => {
  it('3014 asks for a reload; 3013 and 3016 to try again later', () => {
    expect(lockProblem(error(3014))).toBe('changed');
    expect(lockProblem(error(3013))).toBe('busy');
    expect(lockProblem(error(3016))).toBe('busy');
    expect(lockProblem(error(9409))).toBeUndefined();
    expect(manageErrorText(intl, error(3016))).toMatch(/about 5 minutes/);
    expect(manageErrorText(intl, error(3014))).toBe(en['error.code.3014']);
  });
});

describe('reservation amounts in the booking currency', () => {
  const rate = { base_currency: 'JPY', currency: 'USD', rate: '0.0067', updated_at: 'x' };
  const price = {
    currency: 'JPY',
    total_price: 23300,
    tax: 2100,
    mcp_currency: 'USD',
    mcp_exchange_rate: rate,
    mcp_total_price: 15611,
    mcp_tax: 1407,
  } as Reservation['price'];

  it('shows the converted amounts with the hotel total second', () => {
    const shown = reservationMoney({ price, cancellation_fee: 2330, mcp_cancellation_fee: 1561 });
    expect(shown).toMatchObject({
      currency: 'USD',
      total: 15611,
      tax: 1407,
      cancellationFee: 1561,
      hotel: { currency: 'JPY', total: 23300 },
    });
    // A hotel amount without its converted twin (an extra) is converted at the booking's rate.
    expect(shown.line(1100)).toBe(737);
  });

  it('counts the card charge in USD as paid and the fee of a cancellation in USD', () => {
    const payment = { status: 'captured', amount: 15611, currency: 'USD' } as never;
    expect(amounts({ price, payment, status: 'done', cancellation: null })).toEqual({
      paid: 15611,
      remaining: 0,
      fee: 0,
    });
    const cancellation = { fee: 2330, mcp_fee: 1561 } as never;
    expect(amounts({ price, payment, status: 'cancelled', cancellation }).fee).toBe(1561);
  });

  it('stays in the hotel currency for a booking without mcp fields', () => {
    const yen = { currency: 'JPY', total_price: 23300, tax: 2100 } as Reservation['price'];
    const shown = reservationMoney({ price: yen, cancellation_fee: 2330 });
    expect(shown).toMatchObject({ currency: 'JPY', total: 23300, cancellationFee: 2330 });
    expect(shown.hotel).toBeUndefined();
  });
});
