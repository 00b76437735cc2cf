import { describe, expect, it } from 'vitest';
import { checkinChoices, nightChoices, stayFits } from './stay-choice.ts';

const event = { stay_from: '2030-07-01', stay_to: '2030-07-08', min_nights: 2, max_nights: 3 };

describe('lottery stay choice', () => {
  it('offers check-ins while the shortest stay still ends inside the window', () => {
    const days = checkinChoices(event);
    expect(days[0]).toBe('2030-07-01');
    expect(days.at(-1)).toBe('2030-07-06');
  });

  it('offers the nights from the minimum to the maximum that still fit', () => {
    expect(nightChoices(event, '2030-07-01')).toEqual([2, 3]);
    expect(nightChoices(event, '2030-07-06')).toEqual([2]);
  });

  it('checks a stay against the limits', () => {
    expect(stayFits(event, '2030-07-01', 3)).toBe(true);
    expect(stayFits(event, '2030-07-01', 4)).toBe(false);
    expect(stayFits(event, '2030-07-01', 1)).toBe(false);
    expect(stayFits(event, '2030-07-06', 3)).toBe(false);
    expect(stayFits(event, '2030-06-30', 2)).toBe(false);
  });
});
