import type { BookingDraft } from '../draft.ts';
import { EMPTY_GUEST } from '../empty-guest.ts';

/** A complete booking draft for tests (one room, pay at the hotel), with fields overridden. */
export const draftFixture = (over: Partial<BookingDraft> = {}): BookingDraft => ({
  hotelCode: 'sakuratokyo',
  checkin: '2030-05-01',
  checkout: '2030-05-03',
  rooms: [{ room_type_code: 'TWIN', room_plan_code: 'BB', adults: 2 }],
  paymentType: 'on_site',
  currency: 'JPY',
  guest: { ...EMPTY_GUEST, first_name: 'Hana' },
  extras: [],
  answers: [],
  couponCode: null,
  specialRequest: '',
  marketingOptIn: false,
  idempotencyKey: 'key-1',
  shownTotal: null,
  step: 'guest-detail',
  ...over,
});
