import { describe, expect, it } from 'vitest';
import { amounts } from './amounts.ts';
import { guestErrors, guestFromValues, valuesFromGuest } from './guest-update.ts';
import { receiptUrl } from './receipt-download.ts';

const ctx = { locale: 'en' as const, kanjiNameRequired: false, customerAddressRequired: true };

describe('guest update', () => {
  it('uses the booking rules for names, phone and the required address', () => {
    const values = valuesFromGuest({ first_name: 'Hanako', last_name: '山田' });
    const errors = guestErrors({ ...values, phone: '12-34' }, ctx);
    expect(errors.last_name).toBe('booking.validation.name.latin');
    expect(errors.phone).toBe('booking.validation.phone.invalid');
    expect(errors.postal_code).toBe('booking.validation.required');
    expect(errors.first_name).toBeUndefined();
  });

  it('sends only filled fields', () => {
    const values = valuesFromGuest({ first_name: ' Ann ', last_name: 'Lee', phone: '' });
    expect(guestFromValues(values)).toEqual({ first_name: 'Ann', last_name: 'Lee' });
  });
});

describe('amounts and receipt', () => {
  const price = { total_price: 20000 } as never;
  it('counts only a captured payment as paid', () => {
    expect(amounts({ price, payment: null, status: 'done', cancellation: null })).toEqual({
      paid: 0,
      remaining: 20000,
      fee: 0,
    });
    const payment = { status: 'captured', amount: 20000 } as never;
    expect(amounts({ price, payment, status: 'done', cancellation: null }).remaining).toBe(0);
  });

  it('builds the receipt address with the proof and the Taiwan receipt fields', () => {
    expect(
      receiptUrl({
        apiBase: 'https://p.example/',
        number: 'S1',
        proof: { bypass_token: 't' },
        receiptName: '台灣公司',
        receiptUnicode: '12345678',
      }),
    ).toBe(
      'https://p.example/api/v1/reservations/S1/receipt?bypass_token=t&receipt_name=%E5%8F%B0%E7%81%A3%E5%85%AC%E5%8F%B8&receipt_unicode=12345678',
    );
  });
});
