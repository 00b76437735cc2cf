import { describe, expect, it } from 'vitest';
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
