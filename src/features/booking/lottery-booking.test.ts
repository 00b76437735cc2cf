import { describe, expect, it } from 'vitest';
import { lotteryDraft } from './lottery-booking.ts';

const win = {
  hotelCode: 'sakura-tokyo',
  entryNumber: 'L123456789',
  checkin: '2030-07-01',
  checkout: '2030-07-03',
  roomTypeCode: 'standard-double',
  planCode: 'std-room-only',
  adults: 2,
  paymentType: 'on_site' as const,
  currency: 'JPY',
  firstName: 'Hanako',
  lastName: 'Yamada',
  idempotencyKey: 'k1',
};

describe('lotteryDraft', () => {
  it('books exactly the won stay in one room, named by the entry', () => {
    const draft = lotteryDraft(win);
    expect(draft).toMatchObject({
      checkin: '2030-07-01',
      checkout: '2030-07-03',
      rooms: [{ room_type_code: 'standard-double', room_plan_code: 'std-room-only', adults: 2 }],
      lotteryEntry: 'L123456789',
      couponCode: null,
      step: 'guest-detail',
    });
    expect(draft.guest).toMatchObject({ first_name: 'Hanako', last_name: 'Yamada' });
  });

  it('restores what was typed in an unfinished booking of the same win, and only that one', () => {
    const first = lotteryDraft(win);
    const typed = {
      ...first,
      guest: { ...first.guest, email: 'h@example.com' },
      specialRequest: 'quiet',
    };
    const restored = lotteryDraft({ ...win, idempotencyKey: 'k2', previous: typed });
    expect(restored.guest.email).toBe('h@example.com');
    expect(restored.idempotencyKey).toBe('k1');
    const other = lotteryDraft({ ...win, entryNumber: 'L999', previous: typed });
    expect(other.guest.email).toBe('');
  });
});
