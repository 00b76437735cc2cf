import type { PaymentType } from '../../api/contract/common.ts';
import type { BookingDraft } from './draft.ts';
import { EMPTY_GUEST } from './empty-guest.ts';

/** What a lottery win books: exactly the won stay, in one room. */
export interface LotteryWin {
  hotelCode: string;
  entryNumber: string;
  checkin: string;
  checkout: string;
  roomTypeCode: string;
  planCode: string;
  adults: number;
  paymentType: PaymentType;
  currency: string;
  firstName: string;
  lastName: string;
  idempotencyKey: string;
  /** An unfinished booking of the same win (restored): what the guest typed is kept. */
  previous?: BookingDraft | null | undefined;
}

/**
 * The booking draft of a lottery winner: the same guest-detail and payment steps as any
 * booking, for the won room, plan and dates only, carrying the entry number so the server books
 * the held room and the finished booking opens the lottery's complete page.
 */
export function lotteryDraft(win: LotteryWin): BookingDraft {
  const previous = win.previous?.lotteryEntry === win.entryNumber ? win.previous : null;
  return {
    hotelCode: win.hotelCode,
    checkin: win.checkin,
    checkout: win.checkout,
    rooms: [{ room_type_code: win.roomTypeCode, room_plan_code: win.planCode, adults: win.adults }],
    paymentType: win.paymentType,
    currency: win.currency,
    guest: previous
      ? { ...previous.guest }
      : { ...EMPTY_GUEST, first_name: win.firstName, last_name: win.lastName },
    extras: previous ? previous.extras.map((e) => ({ ...e })) : [],
    answers: previous ? previous.answers.map((a) => ({ ...a })) : [],
    couponCode: null,
    specialRequest: previous?.specialRequest ?? '',
    marketingOptIn: previous?.marketingOptIn ?? false,
    idempotencyKey: previous?.idempotencyKey ?? win.idempotencyKey,
    shownTotal: null,
    step: 'guest-detail',
    lotteryEntry: win.entryNumber,
  };
}
