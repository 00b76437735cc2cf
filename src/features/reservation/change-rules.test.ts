import { describe, expect, it } from 'vitest';
import { changeProblem, newTotal, updateBody } from './change-rules.ts';

const original = { checkin: '2030-05-10', checkout: '2030-05-12', adults: [2] };
const rules = { minNights: 2, today: '2030-05-01', maxAdults: 4 };

describe('change rules', () => {
  it('keeps at least the minimum nights (edge: exactly the minimum passes)', () => {
    expect(
      changeProblem(
        { ...original, checkin: '2030-05-11', checkout: '2030-05-13' },
        original,
        rules,
      ),
    ).toBeUndefined();
    expect(
      changeProblem(
        { ...original, checkin: '2030-05-11', checkout: '2030-05-12' },
        original,
        rules,
      ),
    ).toEqual({ id: 'manage.change.minNights', values: { nights: 2 } });
  });

  it('refuses past check-in, reversed dates, bad adults and no change', () => {
    expect(changeProblem({ ...original, checkin: '2030-04-30' }, original, rules)?.id).toBe(
      'manage.change.past',
    );
    expect(
      changeProblem({ ...original, checkin: '2030-05-12', checkout: '2030-05-12' }, original, rules)
        ?.id,
    ).toBe('manage.change.invalidDates');
    expect(changeProblem({ ...original, adults: [5] }, original, rules)?.id).toBe(
      'manage.change.adults',
    );
    expect(changeProblem(original, original, rules)?.id).toBe('manage.change.nothing');
    expect(changeProblem({ ...original, adults: [3] }, original, rules)).toBeUndefined();
  });

  it('sends every room with its children so the server keeps them', () => {
    const room = { adults: 2, kids_tiers: [{ code: 'A', count: 1 }] };
    expect(
      updateBody(
        { checkin: '2030-06-01', checkout: '2030-06-03', adults: [3] },
        [room as never],
        12000,
      ),
    ).toEqual({
      checkin_date: '2030-06-01',
      checkout_date: '2030-06-03',
      rooms: [{ adults: 3, kids_tiers: [{ code: 'A', count: 1 }] }],
      expected_total_price: 12000,
    });
  });

  it('adds the booked extras to the new room prices', () => {
    expect(newTotal([10000, 5000], { extras: [{ price: 1200 } as never] })).toBe(16200);
  });
});
