import type { ApiClient } from '../../api/client/types.ts';
import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import { toApiError } from '../../api/errors/to-api-error.ts';
import type { Away } from '../../features/bar/search-away.ts';
import { resultsAtom, searchedForAtom } from '../../features/results/results-state.ts';
import {
  cookieRecord,
  rememberSearchParams,
  writeSearchCookie,
} from '../../features/search/remember-search.ts';
import type { SearchFormError } from '../../features/search/SearchForm.tsx';
import { daysBetween } from '../../rules/dates.ts';
import type { Embed } from '../../shared/embed/embed.ts';
import { clearError, type Store, setError } from '../../shared/errors/slots.ts';
import { reportAnalytics, searchEvent, viewEvent } from '../../shared/search/analytics.ts';
import type { SearchCriteria } from '../../shared/search/criteria.ts';
import { criteriaParams, validateCriteria } from '../../shared/search/criteria-params.ts';
import type { SearchRoomGuests } from '../../shared/search/guests/payload.ts';
import { undatedSearchAllowed } from '../../shared/search/guests/undated.ts';
import { calendarLimits } from '../../shared/search/hotel-search-settings.ts';
import { searchRooms } from '../../shared/search/run-search.ts';
import {
  type RoomSearchParams,
  roomSearchParams,
  searchInCurrency,
} from '../../shared/search/search-rooms.ts';
import { analyticsAllowedAtom } from '../../shared/startup/init-state.ts';
import { currencyAtom } from '../currency-state.ts';
import { isBrandFacilityMode } from '../startup/search-path.ts';

/*
 * What the search screen does when the guest searches (or its address is a search): checks,
 * address, cookie, events, analytics, the request. Not needed to draw the form, so it is its own
 * chunk, fetched right after the first render (BookingResultScreen).
 */

/** The search screen's state and setters the actions work with (the render's current ones). */
export interface SearchActionsContext {
  readonly api: ApiClient;
  readonly store: Store;
  readonly embed: Embed;
  readonly hotelCode: string;
  readonly settings: BookingWidgetSettings | undefined;
  readonly today: string;
  /** The member the results are for (0: a guest); a sign-in or out searches afresh. */
  readonly searcher: number;
  navigate(to: string, options?: { replace?: boolean }): void;
  setFormError(error: SearchFormError | undefined): void;
  setDraft(next: SearchCriteria): void;
}

/**
 * Runs a room search into the results state. The answer's schema is in this chunk, which is
 * fetched after the first render, so a search waits for nothing but the server.
 *
 * The request is sent before any state changes: each change schedules the widget's render in a
 * microtask (preact), and the API client sends its request a microtask after it is called, so a
 * request asked for after a change would wait for the loading state's render.
 */
export function runSearch(ctx: SearchActionsContext, params: RoomSearchParams): void {
  const { store } = ctx;
  const key = JSON.stringify(params);
  const answer = searchRooms(ctx.api, params);
  store.set(searchedForAtom, ctx.searcher);
  store.set(resultsAtom, { status: 'loading', key });
  clearError(store, 'searchResult');
  answer.then(
    (data) => {
      const now = store.get(resultsAtom);
      if (now.status !== 'loading' || now.key !== key) return;
      store.set(resultsAtom, { status: 'ready', key, data });
      reportAnalytics(viewEvent(ctx.hotelCode, data.rooms, data.currency), {
        allowed: store.get(analyticsAllowedAtom),
        embed: ctx.embed,
        settings: ctx.settings,
      });
    },
    (failure: unknown) => {
      const apiError = toApiError(failure);
      setError(store, 'searchResult', apiError);
      store.set(resultsAtom, { status: 'failed', key, error: apiError });
    },
  );
}

/** The guest searched: check the criteria, then go to the results (or the brand's hotels). */
export function submitSearch(
  ctx: SearchActionsContext,
  next: SearchCriteria,
  rooms: readonly SearchRoomGuests[] | null,
  away?: Away,
): void {
  const { settings, hotelCode, embed, store } = ctx;
  const problem = validateCriteria(next, calendarLimits(ctx.today, settings).minDate);
  if (problem || !rooms) {
    ctx.setFormError(problem ?? 'search.error.guests');
    return;
  }
  if (next.undated && !undatedSearchAllowed(rooms)) {
    ctx.setFormError('guests.undatedNotAllowed');
    return;
  }
  const params = criteriaParams(next);
  if (isBrandFacilityMode(settings)) {
    // Brand-facility mode: a search lists the brand's hotels for these criteria (spec §2).
    ctx.setFormError(undefined);
    ctx.setDraft(next);
    embed.emit('hotel-booking:search', { criteria: params });
    ctx.navigate(`/facilities?${new URLSearchParams({ code: hotelCode, ...params })}`);
    return;
  }
  // The booking bar may send the search elsewhere (issue 44: a new tab, the hosted pages, the
  // modal), which runs it there; this widget keeps the choice and reports the search.
  if (away) away(params);
  // Before any state changes (see runSearch): the results' request.
  else runSearch(ctx, roomSearchParams(hotelCode, next, rooms, store.get(currencyAtom)));
  ctx.setFormError(undefined);
  ctx.setDraft(next);
  if (!away)
    ctx.navigate(`/booking/result?${new URLSearchParams({ code: hotelCode, ...params })}`, {
      replace: true,
    });
  writeSearchCookie(
    document,
    hotelCode,
    cookieRecord(next, daysBetween(next.checkin, next.checkout)),
  );
  rememberSearchParams(hotelCode, params);
  embed.emit('hotel-booking:search', { criteria: params });
  reportAnalytics(searchEvent(hotelCode, params), {
    allowed: store.get(analyticsAllowedAtom),
    embed,
    settings,
  });
}

/** A results address (shared link, deep link, reload) searches by itself. */
export function searchFromAddress(
  ctx: SearchActionsContext,
  criteria: SearchCriteria,
  rooms: readonly SearchRoomGuests[],
): void {
  runSearch(ctx, roomSearchParams(ctx.hotelCode, criteria, rooms, ctx.store.get(currencyAtom)));
}

/** A currency picked in the header shows the last results again, converted by the server. */
export function searchAgainInCurrency(ctx: SearchActionsContext, currency: string): void {
  const last = ctx.store.get(resultsAtom);
  const again = searchInCurrency(last.status === 'idle' ? undefined : last.key, currency);
  if (again) runSearch(ctx, again);
}
