import type { ApiClient } from '../../api/client/types.ts';
import type { RoomSearchResponse } from '../../api/contract/rooms.ts';
import { loadDraft, saveDraft } from '../../features/booking/booking-storage.ts';
import { bookingDraftAtom } from '../../features/booking/draft.ts';
import { askQuoteEarly } from '../../features/booking/guest/early-quote.ts';
import { quoteBody } from '../../features/booking/guest/quote.ts';
import { includedExtraIds } from '../../features/booking/included-extras.ts';
import { newIdempotencyKey, startBooking } from '../../features/booking/start-booking.ts';
import { selectionAtom } from '../../features/results/atoms.ts';
import type { Store } from '../../shared/errors/slots.ts';
import type { SearchCriteria } from '../../shared/search/criteria.ts';
import { criteriaParams } from '../../shared/search/criteria-params.ts';
import type { SearchRoomGuests } from '../../shared/search/guests/payload.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { currencyAtom } from '../currency-state.ts';

/*
 * What "Continue" on the results does: the selection becomes the booking draft (saved, so a
 * reload keeps it). Not needed to draw the search screen, so it is its own chunk, fetched once
 * the results are painted (BookingResultScreen), the guest's next step.
 */

/** Why "Continue" did not lead on (the search screen shows it under the results). */
export type ContinueProblem = 'booking.guest.cannotStart';

export interface ContinueContext {
  readonly store: Store;
  readonly api: ApiClient;
  readonly hotelCode: string;
  readonly criteria: SearchCriteria;
  /** The searched rooms in the room search payload's shape. */
  readonly payload: readonly SearchRoomGuests[] | null;
  navigate(to: string): void;
}

/**
 * Starts the booking of the selected rooms and goes to the guest-detail screen, asking for its
 * price at once (the screen takes that answer rather than asking after it is drawn).
 */
export function continueBooking(
  ctx: ContinueContext,
  data: RoomSearchResponse,
): ContinueProblem | null {
  const { store, hotelCode, criteria } = ctx;
  const started = startBooking({
    hotelCode,
    selection: store.get(selectionAtom),
    searchedRooms: ctx.payload ?? [],
    checkin: data.checkin_date,
    checkout: data.checkout_date,
    currency: store.get(currencyAtom),
    couponCode: criteria.couponCode,
    searchQuery: new URLSearchParams({ code: hotelCode, ...criteriaParams(criteria) }).toString(),
    idempotencyKey: newIdempotencyKey(),
    previous: store.get(bookingDraftAtom) ?? loadDraft(hotelCode),
  });
  if (!started.ok) return 'booking.guest.cannotStart';
  // What the booked plans include, from this answer: the extras section needs no plans lookup.
  const included = includedExtraIds(data, started.draft.rooms);
  const draft = { ...started.draft, ...(included ? { includedExtraIds: included } : {}) };
  store.set(bookingDraftAtom, draft);
  saveDraft(draft);
  askQuoteEarly(store, ctx.api, quoteBody(draft, store.get(initSettingsAtom)));
  ctx.navigate(`/reservation/guest-detail?${new URLSearchParams({ code: hotelCode })}`);
  return null;
}
