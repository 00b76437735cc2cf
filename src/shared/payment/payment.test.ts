import { describe, expect, it } from 'vitest';
import { maxSpendablePoints, pointsError } from '../../features/booking/rules/points.ts';
import {
  allowedPaymentTypes,
  type PlanPaymentInfo,
  paymentTypeError,
  plansShareOnePaymentMethod,
  zeroTotalCardError,
} from './payment.ts';

const prePaid: PlanPaymentInfo = { payment_type: 'pre_paid', credit_card_payment: true };
const onSite: PlanPaymentInfo = { payment_type: 'on_site', credit_card_payment: false };

describe('payment types', () => {
  it('multi-room plans must share one payment method', () => {
    expect(plansShareOnePaymentMethod([prePaid, prePaid])).toBe(true);
    expect(plansShareOnePaymentMethod([])).toBe(true);
    expect(plansShareOnePaymentMethod([prePaid, onSite])).toBe(false);
    expect(paymentTypeError('pre_paid', [prePaid, onSite], 'JPY')).toBe(
      'error.paymentMethodsDiffer',
    );
    expect(allowedPaymentTypes([prePaid, onSite], 'JPY')).toEqual([]);
  });
  it('offers the plans’ type in JPY', () => {
    expect(allowedPaymentTypes([onSite, onSite], 'JPY')).toEqual(['on_site']);
    expect(paymentTypeError('on_site', [onSite], 'JPY')).toBeUndefined();
    expect(paymentTypeError('pre_paid', [onSite], 'JPY')).toBe(
      'booking.validation.payment.typeNotAllowed',
    );
    expect(allowedPaymentTypes([], 'JPY')).toEqual([]);
  });
  it('limits a non-JPY currency to card payment', () => {
    expect(allowedPaymentTypes([prePaid], 'USD')).toEqual(['pre_paid']);
    expect(allowedPaymentTypes([onSite], 'USD')).toEqual([]);
    expect(paymentTypeError('on_site', [onSite], 'USD')).toBe(
      'booking.validation.payment.cardOnly',
    );
    expect(paymentTypeError('pre_paid', [prePaid], 'EUR')).toBeUndefined();
    expect(
      paymentTypeError(
        'on_site_credit_card_required',
        [{ payment_type: 'on_site_credit_card_required' }],
        'USD',
      ),
    ).toBe('booking.validation.payment.cardOnly');
  });
  it('stops card payment when the total is 0', () => {
    expect(zeroTotalCardError(0, 'pre_paid')).toBe('booking.validation.payment.zeroTotal');
    expect(zeroTotalCardError(1, 'pre_paid')).toBeUndefined();
    expect(zeroTotalCardError(0, 'on_site')).toBeUndefined();
  });
});

describe('points', () => {
  const rule = { step: 100, minimum: 500, total: 12_000, balance: 3_050 };
  it('accepts 0 and valid amounts', () => {
    expect(pointsError(0, rule)).toBeUndefined();
    expect(pointsError(500, rule)).toBeUndefined();
    expect(pointsError(3_000, rule)).toBeUndefined();
  });
  it('rejects invalid, below minimum, off-step, above balance, above total', () => {
    expect(pointsError(-100, rule)).toBe('booking.validation.points.invalid');
    expect(pointsError(150.5, rule)).toBe('booking.validation.points.invalid');
    expect(pointsError(Number.NaN, rule)).toBe('booking.validation.points.invalid');
    expect(pointsError(400, rule)).toBe('booking.validation.points.belowMinimum');
    expect(pointsError(550, rule)).toBe('booking.validation.points.increment');
    expect(pointsError(3_100, rule)).toBe('booking.validation.points.aboveBalance');
    expect(pointsError(1_000, { ...rule, total: 900, balance: 5_000 })).toBe(
      'booking.validation.points.aboveTotal',
    );
  });
  it('computes the most points that can be spent', () => {
    expect(maxSpendablePoints(rule)).toBe(3_000);
    expect(maxSpendablePoints({ ...rule, total: 1_250 })).toBe(1_200);
    expect(maxSpendablePoints({ ...rule, balance: 450 })).toBe(0);
    expect(maxSpendablePoints({ ...rule, step: 0, minimum: 0, balance: 7 })).toBe(7);
  });
});
