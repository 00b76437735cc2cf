import { describe, expect, it } from 'vitest';
import type { PayLink } from '../../api/contract/pay-link.ts';
import { payPageView, showsForm, withoutReturnQuery } from './pay-link-view.ts';

const link = (patch: Partial<PayLink> = {}): PayLink => ({
  payment_number: 'PL00000000000000000001',
  hotel_code: 'sakura-tokyo',
  hotel_name: 'Sakura Hotel Tokyo',
  time_zone: 'Asia/Tokyo',
  amount: 12000,
  currency: 'JPY',
  description: 'Late check-out',
  reservation_number: null,
  status: 'open',
  expires_at: '2030-01-01T00:00:00.000Z',
  paid_at: null,
  card_brand: null,
  card_last4: null,
  challenge_url: null,
  error_code: null,
  issue: null,
  refunded_amount: 0,
  ...patch,
});
const fresh = { display: false, paidHere: false, stale: false };

describe('hosted payment page states', () => {
  it('tells paid here, already paid and completed apart', () => {
    const paid = link({ status: 'paid' });
    expect(payPageView(paid, { ...fresh, paidHere: true })).toBe('paid');
    expect(payPageView(paid, fresh)).toBe('alreadyPaid');
    expect(payPageView(paid, { ...fresh, display: true })).toBe('completed');
  });

  it('shows final states even after an hour, and asks for a reload otherwise', () => {
    for (const status of ['refunded', 'cancelled', 'expired'] as const) {
      expect(payPageView(link({ status }), { ...fresh, stale: true })).toBe(status);
    }
    expect(payPageView(link(), { ...fresh, stale: true })).toBe('reload');
    expect(payPageView(link({ status: 'paid' }), { ...fresh, stale: true })).toBe('alreadyPaid');
  });

  it('keeps the form after a refused card, never on the display route', () => {
    const view = payPageView(link({ error_code: 3007, issue: 'Others' }), fresh);
    expect(view).toBe('failed');
    expect(showsForm(view, false)).toBe(true);
    expect(showsForm('open', true)).toBe(false);
    expect(payPageView(link({ status: 'pre_3d_secure' }), fresh)).toBe('challenge');
    expect(payPageView(link({ status: 'processing' }), fresh)).toBe('processing');
  });

  it('drops the 3-D Secure return query and keeps the rest', () => {
    expect(withoutReturnQuery('?code=x&payment_id=p&outcome=approved&locale=ar')).toBe(
      '?code=x&locale=ar',
    );
    expect(withoutReturnQuery('?payment_id=p&outcome=failed')).toBe('');
  });
});
