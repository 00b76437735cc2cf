import { useStore } from 'jotai';
import { useLocation } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { LotteryEntry } from '../../api/contract/lottery.ts';
import { loadDraft, saveDraft } from '../../features/booking/booking-storage.ts';
import { bookingDraftAtom } from '../../features/booking/draft.ts';
import { lotteryDraft } from '../../features/booking/lottery-booking.ts';
import { newIdempotencyKey } from '../../features/booking/start-booking.ts';
import { LotteryConfirmationScreen } from '../../features/lottery/LotteryConfirmationScreen.tsx';
import { LotteryIncompleteScreen } from '../../features/lottery/LotteryIncompleteScreen.tsx';
import { useCallback } from '../../react.ts';
import { currencyAtom } from '../currency-state.ts';

/**
 * A winner books through the ordinary booking steps (guest detail, payment): the lottery's
 * screens hand over the entry, and the booking feature's draft carries it. Composed here
 * because one feature never imports another.
 */
function useStartLotteryBooking(hotelCode: string) {
  const store = useStore();
  const [, navigate] = useLocation();
  return useCallback(
    (entry: LotteryEntry) => {
      const draft = lotteryDraft({
        hotelCode,
        entryNumber: entry.entry_number,
        checkin: entry.checkin_date,
        checkout: entry.checkout_date,
        roomTypeCode: entry.event.room_type_code,
        planCode: entry.event.room_plan_code,
        adults: entry.adults,
        paymentType: entry.event.payment_type,
        currency: store.get(currencyAtom),
        firstName: entry.first_name,
        lastName: entry.last_name,
        idempotencyKey: newIdempotencyKey(),
        previous: store.get(bookingDraftAtom) ?? loadDraft(hotelCode),
      });
      store.set(bookingDraftAtom, draft);
      saveDraft(draft);
      navigate(`/reservation/guest-detail?${new URLSearchParams({ code: hotelCode })}`);
    },
    [hotelCode, store, navigate],
  );
}

/** /room-lottery/confirmation/{entry} with "Book your room" wired to the booking steps. */
export function LotteryConfirmation({ config }: { config: WidgetConfig }) {
  return (
    <LotteryConfirmationScreen config={config} onBook={useStartLotteryBooking(config.hotelCode)} />
  );
}

/** /room-lottery/reservation-incomplete/{entry} with "Continue booking" wired the same way. */
export function LotteryIncomplete({ config }: { config: WidgetConfig }) {
  return (
    <LotteryIncompleteScreen config={config} onBook={useStartLotteryBooking(config.hotelCode)} />
  );
}
