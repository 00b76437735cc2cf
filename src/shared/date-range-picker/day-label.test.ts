import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { createAppIntl } from '../../i18n/create-intl.ts';
import { dayLabel } from './day-label.ts';

const intl = createAppIntl('en', en);
const base = { position: 'none', isToday: false, pickable: true, availability: undefined } as const;

describe('dayLabel', () => {
  it('starts with the full date', () => {
    expect(dayLabel(intl, '2030-05-01', base)).toBe('Wednesday, May 1, 2030');
  });

  it('names today, the range position, price and rooms left', () => {
    const label = dayLabel(intl, '2030-05-01', {
      ...base,
      isToday: true,
      position: 'checkin',
      availability: { currency: 'JPY', lowestPrice: 12000, roomsLeft: 3 },
    });
    expect(label).toBe('Wednesday, May 1, 2030, today, Check-in, from ¥12,000, 3 rooms left');
  });

  it('does not mention rooms left at 10 or more', () => {
    const label = dayLabel(intl, '2030-05-01', {
      ...base,
      availability: { currency: 'USD', lowestPrice: 12345, roomsLeft: 10 },
    });
    expect(label).toBe('Wednesday, May 1, 2030, from $123.45');
  });

  it('says sold out, or not available for other reasons', () => {
    expect(
      dayLabel(intl, '2030-05-01', {
        ...base,
        pickable: false,
        availability: { currency: 'JPY', soldOut: true },
      }),
    ).toBe('Wednesday, May 1, 2030, Sold out');
    expect(dayLabel(intl, '2030-05-01', { ...base, pickable: false })).toBe(
      'Wednesday, May 1, 2030, Not available',
    );
    expect(dayLabel(intl, '2030-05-02', { ...base, position: 'inside' })).toContain('in your stay');
  });

  it('speaks Arabic', () => {
    const arIntl = createAppIntl('ar', ar);
    const label = dayLabel(arIntl, '2030-05-01', {
      ...base,
      availability: { currency: 'JPY', roomsLeft: 2 },
    });
    expect(label).toContain('غرفتان متبقيتان');
  });
});
