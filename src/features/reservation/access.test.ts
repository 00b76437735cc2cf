import { describe, expect, it } from 'vitest';
import { guardPersonalData } from '../../shared/startup/pii-guard.ts';
import { numberFromPath, proofFrom, reservationHref } from './access.ts';

describe('reservation access', () => {
  it('reads the bypass token first, then the e-mail', () => {
    expect(proofFrom('?email=a%40b.co&bypass_token=tok')).toEqual({ bypass_token: 'tok' });
    expect(proofFrom('email=a%40b.co')).toEqual({ email: 'a@b.co' });
    expect(proofFrom('code=x')).toBeUndefined();
  });

  it("falls back to the signed-in member's session, and sends no query for it", () => {
    expect(proofFrom('code=x', 'acc-1')).toEqual({ memberToken: 'acc-1' });
    expect(proofFrom('email=a%40b.co', 'acc-1')).toEqual({ email: 'a@b.co' });
    expect(reservationHref('S1', { memberToken: 'acc-1' })).toBe('/reservation/confirmation/S1');
    expect(reservationHref('S1', { memberToken: 'acc-1' }, { code: 'h' })).toBe(
      '/reservation/confirmation/S1?code=h',
    );
  });

  it('links to the confirmation route, where the e-mail may stay in the address', () => {
    const href = reservationHref('S123', { email: 'a@b.co' }, { completed: '1' });
    expect(href).toBe('/reservation/confirmation/S123?email=a%40b.co&completed=1');
    expect(guardPersonalData(href).redirectTo).toBeUndefined();
    expect(numberFromPath('/reservation/confirmation/S123')).toBe('S123');
  });
});
