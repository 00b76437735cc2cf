import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { createAppIntl } from '../../i18n/create-intl.ts';
import { rejectionMessage } from './rejection-message.ts';

describe('rejectionMessage', () => {
  const limits = { reservablePeriodMonths: 6, maxNights: 30 };
  const intl = createAppIntl('en', en);
  const text = (reason: Parameters<typeof rejectionMessage>[0]) => {
    const m = rejectionMessage(reason, limits);
    return intl.formatMessage({ id: m.id }, m.values);
  };

  it('quotes the 1903 wording with the month count past the reservable period', () => {
    expect(rejectionMessage('afterMax', limits).id).toBe('error.code.1903');
    expect(text('afterMax')).toContain('6 months');
  });

  it('has a message for every other rejection', () => {
    expect(text('tooLong')).toContain('30 nights');
    for (const reason of ['beforeMin', 'soldOut', 'soldOutNight'] as const) {
      expect(text(reason).length).toBeGreaterThan(10);
    }
  });
});
