import { describe, expect, it } from 'vitest';
import type { SelectedRoom } from '../../shared/search/selection.ts';
import type { BookingDraft } from './draft.ts';
import { bookRoomsFor, startBooking } from './start-booking.ts';

const entry = (over: Partial<SelectedRoom> = {}): SelectedRoom => ({
  roomTypeCode: 'standard-double',
  roomPlanCode: 'room-only',
  numberOfAdults: 2,
  numberOfChildren: 0,
  type: 'rooms',
  quantity: 1,
  salePrice: 20000,
  paymentType: 'on_site',
  ...over,
});

const base = {
  hotelCode: 'sakuratokyo',
  searchedRooms: [{ adults: 2, children: 0 }],
  checkin: '2030-05-01',
  checkout: '2030-05-03',
  currency: 'JPY',
  idempotencyKey: 'key-1',
};

describe('bookRoomsFor', () => {
  it('expands quantities into one room each', () => {
    const rooms = bookRoomsFor([entry({ quantity: 2 })], [{ adults: 2, children: 0 }]);
    expect(rooms).toEqual([
      { room_type_code: 'standard-double', room_plan_code: 'room-only', adults: 2 },
      { room_type_code: 'standard-double', room_plan_code: 'room-only', adults: 2 },
    ]);
  });

  it('gives each booked room the guests of one searched room, tiers in the server shape', () => {
    const searched = [
      { adults: 2, children: 1, kids_age_range: [{ code: 'A', count: 1 }] },
      { adults: 1, children: 0 },
    ];
    const rooms = bookRoomsFor([entry({ numberOfChildren: 1, quantity: 2 })], searched);
    expect(rooms[0]).toMatchObject({ adults: 2, kids_tiers: [{ code: 'A', count: 1 }] });
    expect(rooms[1]).toEqual({
      room_type_code: 'standard-double',
      room_plan_code: 'room-only',
      adults: 1,
    });
  });

  it('sends children by age for hotels with the ages policy', () => {
    const rooms = bookRoomsFor(
      [entry({ numberOfChildren: 2 })],
      [{ adults: 2, children: 2, kids_ages: [4, 9] }],
    );
    expect(rooms[0]).toMatchObject({ adults: 2, kids_ages: [4, 9] });
    expect(rooms[0]).not.toHaveProperty('kids_tiers');
  });

  it('prefers the searched room whose occupancy the offering was selected for', () => {
    const searched = [
      { adults: 1, children: 0 },
      { adults: 3, children: 0 },
    ];
    const rooms = bookRoomsFor(
      [entry({ numberOfAdults: 3 }), entry({ roomPlanCode: 'b', numberOfAdults: 1 })],
      searched,
    );
    expect(rooms.map((r) => r.adults)).toEqual([3, 1]);
  });

  it('books extra rooms with the occupancy they were priced for', () => {
    const rooms = bookRoomsFor([entry({ quantity: 3 })], [{ adults: 2, children: 0 }]);
    expect(rooms.map((r) => r.adults)).toEqual([2, 2, 2]);
  });
});

describe('startBooking', () => {
  it('builds a fresh draft at the guest-detail step', () => {
    const result = startBooking({ ...base, selection: [entry({ paymentType: 'pre_paid' })] });
    expect(result).toEqual({
      ok: true,
      draft: expect.objectContaining({
        hotelCode: 'sakuratokyo',
        checkin: '2030-05-01',
        checkout: '2030-05-03',
        paymentType: 'pre_paid',
        currency: 'JPY',
        idempotencyKey: 'key-1',
        couponCode: null,
        extras: [],
        answers: [],
        shownTotal: null,
        step: 'guest-detail',
        guest: expect.objectContaining({ first_name: '', terms_accepted: false }),
      }),
    });
  });

  it('refuses an empty selection, an undated search and mixed payment methods', () => {
    expect(startBooking({ ...base, selection: [] })).toEqual({ ok: false, problem: 'empty' });
    expect(startBooking({ ...base, selection: [entry({ quantity: 0 })] })).toEqual({
      ok: false,
      problem: 'empty',
    });
    expect(startBooking({ ...base, checkin: null, checkout: null, selection: [entry()] })).toEqual({
      ok: false,
      problem: 'undated',
    });
    expect(
      startBooking({
        ...base,
        selection: [entry(), entry({ roomPlanCode: 'x', paymentType: 'pre_paid' })],
      }),
    ).toEqual({ ok: false, problem: 'mixedPayment' });
    expect(startBooking({ ...base, selection: [entry({ quantity: 11 })] })).toEqual({
      ok: false,
      problem: 'tooManyRooms',
    });
  });

  it('keeps what the guest typed in an earlier draft, with a new key', () => {
    const first = startBooking({ ...base, selection: [entry()] });
    if (!first.ok) throw new Error('expected a draft');
    const typed: BookingDraft = {
      ...first.draft,
      guest: { ...first.draft.guest, first_name: 'Hana', email: 'hana@example.com' },
      extras: [{ extra_id: 'breakfast', quantity: 2 }],
      answers: [{ question_id: 'q1', text: 'late' }],
      couponCode: 'WELCOME10',
      specialRequest: 'Quiet room',
      marketingOptIn: true,
    };
    const again = startBooking({
      ...base,
      idempotencyKey: 'key-2',
      selection: [entry({ roomPlanCode: 'breakfast' })],
      previous: typed,
    });
    expect(again).toMatchObject({
      ok: true,
      draft: {
        idempotencyKey: 'key-2',
        guest: { first_name: 'Hana', email: 'hana@example.com' },
        extras: [{ extra_id: 'breakfast', quantity: 2 }],
        answers: [{ question_id: 'q1', text: 'late' }],
        couponCode: 'WELCOME10',
        specialRequest: 'Quiet room',
        marketingOptIn: true,
      },
    });
    // Other dates: dated extras name days of the old stay, so they are not carried.
    const moved = startBooking({
      ...base,
      checkin: '2030-06-01',
      checkout: '2030-06-02',
      selection: [entry()],
      previous: typed,
    });
    expect(moved.ok && moved.draft.extras).toEqual([]);
    // Another hotel's draft is not used.
    const other = startBooking({
      ...base,
      hotelCode: 'sakurakyoto',
      selection: [entry()],
      previous: typed,
    });
    expect(other.ok && other.draft.guest.first_name).toBe('');
  });

  it('takes the search coupon and the results address', () => {
    const result = startBooking({
      ...base,
      selection: [entry()],
      couponCode: ' WELCOME10 ',
      searchQuery: 'code=sakuratokyo&checkin=2030-05-01',
    });
    expect(result).toMatchObject({
      ok: true,
      draft: { couponCode: 'WELCOME10', searchQuery: 'code=sakuratokyo&checkin=2030-05-01' },
    });
  });
});
