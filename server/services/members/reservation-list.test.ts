import { describe, expect, it } from 'vitest';
import { listGroup } from './reservation-list.ts';

describe('listGroup', () => {
  it("groups by the hotel's today: a stay in progress is upcoming, check-out day completes it", () => {
    expect(listGroup({ status: 'done', checkout_date: '2030-05-02' }, '2030-05-01')).toBe(
      'upcoming',
    );
    expect(
      listGroup({ status: 'payment_pending', checkout_date: '2030-05-02' }, '2030-05-01'),
    ).toBe('upcoming');
    expect(listGroup({ status: 'done', checkout_date: '2030-05-02' }, '2030-05-02')).toBe(
      'completed',
    );
    expect(listGroup({ status: 'cancelled', checkout_date: '2030-05-02' }, '2030-05-01')).toBe(
      'cancelled',
    );
  });
});
