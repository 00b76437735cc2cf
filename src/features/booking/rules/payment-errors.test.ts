import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueEntry } from '../../../api/errors/catalogue.ts';
import { PAYMENT_ERRORS, paymentErrorFor } from './payment-errors.ts';

const en = JSON.parse(
  readFileSync(new URL('../../../../locales/en.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** Every payment code doc 2 §8 lists (numeric list and displayed-messages table). */
const SPEC_CODES = [
  1105, 3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009, 3011, 3013, 3014, 3016, 3200, 3201,
  3202, 3203, 3204, 3205, 3250, 3251, 3252, 3502, 3704, 3705,
];

describe('payment errors', () => {
  it('covers every payment code of doc 2 §8 with an existing message', () => {
    expect([...PAYMENT_ERRORS.keys()].sort()).toEqual([...SPEC_CODES].sort());
    for (const [code, entry] of PAYMENT_ERRORS) {
      expect(en, String(code)).toHaveProperty([entry.messageId]);
    }
  });
  it('reuses the catalogue messages', () => {
    for (const code of SPEC_CODES) {
      const fromCatalogue = catalogueEntry(code)?.messageId;
      if (fromCatalogue) expect(PAYMENT_ERRORS.get(code)?.messageId).toBe(fromCatalogue);
    }
    expect(PAYMENT_ERRORS.get(3200)?.messageId).toBe('error.generic.processing');
  });
  it('maps the test-card outcomes to their behaviours', () => {
    expect(paymentErrorFor(3007)).toMatchObject({ behaviour: 'correct-card' });
    expect(paymentErrorFor(3005)).toMatchObject({ behaviour: 'correct-card', field: 'expiry' });
    expect(paymentErrorFor(3001)).toMatchObject({ behaviour: 'retry', noPaymentTaken: true });
    expect(paymentErrorFor(3006)).toMatchObject({
      behaviour: 'three-d-secure-failed',
      threeDSecure: true,
    });
    expect(paymentErrorFor(3008)).toMatchObject({ behaviour: 'three-d-secure-cancelled' });
    expect(paymentErrorFor(3250)).toMatchObject({ behaviour: 'three-d-secure-failed' });
    expect(paymentErrorFor(1105)).toMatchObject({
      messageId: 'error.code.1105',
      behaviour: 'choose-other-room',
    });
  });
  it('marks exactly the 3-D Secure codes of the spec', () => {
    const threeDs = [...PAYMENT_ERRORS].filter(([, e]) => e.threeDSecure).map(([c]) => c);
    expect(threeDs.sort()).toEqual([3006, 3008, 3009, 3250, 3252]);
  });
  it('falls back for unknown codes', () => {
    expect(paymentErrorFor(9999)).toEqual({
      messageId: 'error.generic.processing',
      behaviour: 'retry',
    });
    expect(paymentErrorFor(undefined).behaviour).toBe('retry');
    expect(paymentErrorFor(1500)).toEqual({ messageId: 'error.code.1500', behaviour: 'retry' });
  });
});
