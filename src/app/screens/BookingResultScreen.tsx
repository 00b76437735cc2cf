import { useAtom, useAtomValue, useStore } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { RoomSearchResponse } from '../../api/contract/rooms.ts';
import { toApiError } from '../../api/errors/to-api-error.ts';
import type { Away } from '../../features/bar/search-away.ts';
import { bookingDraftAtom } from '../../features/booking/draft.ts';
import { mayHaveSavedDraft } from '../../features/booking/saved-draft-hint.ts';
import { selectionAtom } from '../../features/results/atoms.ts';
import { resultsAtom, searchedForAtom } from '../../features/results/results-state.ts';
import { SearchForm, type SearchFormError } from '../../features/search/SearchForm.tsx';
import { cookieParams, readSearchCookie } from '../../features/search/search-storage.ts';
import { useAvailability } from '../../features/search/use-availability.ts';
import { wantLaterMessages } from '../../i18n/later-wanted.ts';
import { useT } from '../../i18n/react.tsx';
import { Suspense, useEffect, useMemo, useRef, useState } from '../../react.ts';
import { addDays, daysBetween, hotelToday } from '../../rules/dates.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { isBarLayout } from '../../shared/embed/bar-layout.ts';
import { useEmbed } from '../../shared/embed/embed.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { setError } from '../../shared/errors/slots.ts';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { lazyModule } from '../../shared/load/lazy-module.ts';
import { criteriaAtom, criteriaFrom, type SearchCriteria } from '../../shared/search/criteria.ts';
import type { GuestsChange } from '../../shared/search/guests/GuestsEditor.tsx';
import { roomsPayload, type SearchRoomGuests } from '../../shared/search/guests/payload.ts';
import { guestsContext } from '../../shared/search/hotel-search-settings.ts';
import { authAtom, initSettingsAtom } from '../../shared/startup/init-state.ts';
import { currencyAtom } from '../currency-state.ts';
import { whenIntent } from '../intent.ts';
import { Loader } from '../Loader.tsx';
import { preloadable } from '../lazy-screen.tsx';
import { SEARCH_KEYS } from '../startup/deep-link.ts';
import type { ContinueProblem } from './continue-actions.ts';
import { GuestDetailRoute } from './guest-detail-route.ts';
import type { SearchActionsContext } from './search-actions.ts';

type SearchActions = typeof import('./search-actions.ts');
const searchActions = lazyModule(() => import('./search-actions.ts'));
/** A search's code; its results' texts (the later messages) are asked for beside it. */
const loadSearchActions = (): Promise<SearchActions> => {
  void wantLaterMessages();
  return searchActions.load();
};
const continueActions = lazyModule(() => import('./continue-actions.ts'));

// Loaded only when a saved booking can be resumed (after a reload of the host page).
const ResumeNotice = preloadable(() =>
  import('../../features/booking/resume/ResumeNotice.tsx').then((m) => m.ResumeNotice),
);

// The booking bar (issue 44) in place of the search form where the element or the hotel asks
// for it: its own chunk, drawn by the server like the form; the widget's screen is held (the
// take-over waits for it: src/element/take-over.ts) until it is in.
const BookingBar = preloadable(() =>
  import('../../features/bar/BookingBar.tsx').then((m) => m.BookingBar),
);

// Results are not part of the first screen: their code (and texts) are fetched on the guest's
// intent, and drawn at once when the search answers (no extra suspended render).
const ResultsPanel = preloadable(() =>
  import('../../features/results/ResultsPanel.tsx').then((m) => m.ResultsPanel),
);

/**
 * Children an address names (`children`, `kids_ages`: an agency link from assisted search) are
 * read by their own chunk, which only such an address loads: the screen waits for it (with the
 * loader) and draws the form with them at once. Should it not load, the form starts without
 * them (the guest adds them).
 */
const addressChildren = lazyModule(() => import('../../shared/search/guests/address-children.ts'));
let addressChildrenFailed = false;

/** Suspends (before any state is made) while the address's children need their chunk. */
function useAddressChildren(query: string): void {
  if (addressChildren.loaded() || addressChildrenFailed) return;
  if (!new URLSearchParams(query).get('children')) return;
  throw addressChildren.load().catch(() => {
    addressChildrenFailed = true;
  });
}

/** The search screen, below one boundary: it waits there for its address's children. */
export function BookingResultScreen({ config }: { config: WidgetConfig }) {
  return (
    <Suspense fallback={<Loader />}>
      <SearchScreen config={config} />
    </Suspense>
  );
}

/**
 * /booking/result: the search form and, once searched, the results. The address (the hosted
 * app's URL, or the inline widget's own memory location) carries the spec's search parameters,
 * so a results link can be shared and reloaded; the guest's draft lives in the element's store.
 */
function SearchScreen({ config }: { config: WidgetConfig }) {
  const query = useSearch();
  useAddressChildren(query);
  const api = useApi();
  const store = useStore();
  const embed = useEmbed();
  const t = useT();
  const settings = useAtomValue(initSettingsAtom);
  const results = useAtomValue(resultsAtom);
  const [draft, setDraft] = useAtom(criteriaAtom);
  const [, navigate] = useLocation();
  const [error, setFormError] = useState<SearchFormError | undefined>();
  // A booking saved before a reload; the notice (lazy) reads it and decides whether it can be
  // resumed.
  const [resumable] = useState(
    () => !store.get(bookingDraftAtom) && mayHaveSavedDraft(config.hotelCode),
  );
  const currency = useAtomValue(currencyAtom);
  const today = hotelToday(settings?.time_zone);
  const defaults = {
    today,
    checkinOffset: settings?.default_search_setting.checkin_date_offset ?? 0,
    order: settings?.default_search_setting.sort_order ?? 'price_low_to_high',
  };
  const urlParams = useMemo(() => Object.fromEntries(new URLSearchParams(query)), [query]);
  const criteria: SearchCriteria = useMemo(() => {
    if (draft) return draft;
    const cookie =
      typeof document === 'undefined' ? undefined : readSearchCookie(document, config.hotelCode);
    const restored = criteriaFrom(
      { ...(cookie ? cookieParams(cookie) : {}), ...config.search, ...urlParams },
      defaults,
    );
    // Children the address names (an agency link from assisted search) fill the first room.
    const [first, ...others] = restored.rooms;
    const withChildren = addressChildren.loaded()?.withAddressChildren;
    if (urlParams.children && first && withChildren)
      return {
        ...restored,
        rooms: [withChildren(first, urlParams, guestsContext(settings)), ...others],
      };
    // The cookie also keeps each room's children; use them when the rooms still match.
    return cookie?.rooms.length === restored.rooms.length && !urlParams.adults
      ? { ...restored, rooms: cookie.rooms }
      : restored;
  }, [draft, urlParams, config.search, config.hotelCode, defaults.today, settings]);
  const context = guestsContext(settings);
  const [payload, setPayload] = useState<readonly SearchRoomGuests[] | null>(() =>
    roomsPayload(criteria.rooms, context),
  );
  const { availability, onMonthChange } = useAvailability(
    api,
    config.hotelCode,
    criteria.rooms[0]?.adults ?? 2,
    currency,
  );

  const auth = useAtomValue(authAtom);
  const searcher = auth.status === 'member' ? auth.member.id : 0;
  // What a search does (checks, address, cookie, analytics, the request) is its own chunk,
  // fetched right after the first render: the form does not need it to be drawn.
  const ctx: SearchActionsContext = {
    api,
    store,
    embed,
    hotelCode: config.hotelCode,
    settings,
    today,
    searcher,
    navigate,
    setFormError,
    setDraft,
  };
  // Once the code has arrived (on intent), the search runs in the guest's press itself.
  const withActions = (act: (actions: SearchActions) => void) => {
    const loaded = searchActions.loaded();
    if (loaded) return act(loaded);
    loadSearchActions().then(act, (failure: unknown) => {
      // The chunk did not load (offline): said where a failed search says it.
      const apiError = toApiError(failure);
      setError(store, 'searchResult', apiError);
      store.set(resultsAtom, { status: 'failed', key: '', error: apiError });
    });
  };
  const search = (next: SearchCriteria, rooms: readonly SearchRoomGuests[] | null, away?: Away) =>
    withActions((a) => a.submitSearch(ctx, next, rooms, away));
  // What a search needs comes on the guest's intent (src/app/intent.ts: the pointer over the
  // widget, a touch, focus, a key; at once in the hosted pages), the guest's next step, so
  // "Search" waits only for the server; not while the hotel's page loads, when the form is all
  // the widget shows. (Effects run after the paint: never before the form is drawn.)
  useEffect(
    () =>
      whenIntent(() => {
        loadSearchActions().catch(() => undefined);
        ResultsPanel.preload().catch(() => undefined);
      }),
    [],
  );
  // The results are painted: "Continue" and the guest-detail screen (the same chunk its route
  // draws) come now, the guest's next step, so "Continue" waits only for the server.
  const answered = results.status === 'ready';
  useEffect(() => {
    if (!answered) return;
    continueActions.load().catch(() => undefined);
    GuestDetailRoute.preload().catch(() => undefined);
  }, [answered]);

  // "Continue": the selection becomes the booking draft (its own chunk, continue-actions.ts).
  const [continueProblem, setContinueProblem] = useState<
    ContinueProblem | 'error.generic.network' | null
  >(null);
  const continueBooking = (data: RoomSearchResponse) => {
    const act = (actions: typeof import('./continue-actions.ts')) =>
      setContinueProblem(
        actions.continueBooking(
          { store, api, hotelCode: config.hotelCode, criteria, payload, navigate },
          data,
        ),
      );
    const loaded = continueActions.loaded();
    if (loaded) return act(loaded);
    continueActions.load().then(act, () => setContinueProblem('error.generic.network'));
  };

  // A results address (shared link, deep link, reload) searches by itself once.
  const addressHasSearch = SEARCH_KEYS.some((key) => key in urlParams);
  useEffect(() => {
    if (addressHasSearch && results.status === 'idle') {
      const rooms = roomsPayload(criteria.rooms, context);
      if (rooms) withActions((a) => a.searchFromAddress(ctx, criteria, rooms));
    }
  }, [results.status, addressHasSearch]);

  // Signed in or out since the last search (members-only plans): search again, afresh.
  useEffect(() => {
    if (store.get(searchedForAtom) !== searcher && store.get(resultsAtom).status !== 'idle') {
      store.set(selectionAtom, []);
      store.set(resultsAtom, { status: 'idle' });
    }
  }, [searcher]);

  // A currency picked in the header shows the same results again, converted by the server.
  useEffect(() => {
    if (store.get(resultsAtom).status !== 'idle')
      withActions((a) => a.searchAgainInCurrency(ctx, currency));
  }, [currency]);

  // The form is drawn again only when what it shows changes: a search (the address, the results
  // arriving) redraws this screen, and the form's redraw would be the guest's wait. Its handlers
  // read this render's values through a ref, so they are never stale.
  const latest = useRef({ criteria, payload, search });
  latest.current = { criteria, payload, search };
  const bar = isBarLayout(config, settings);
  const form = useMemo(() => {
    const props = {
      criteria,
      settings,
      today,
      availability,
      onMonthChange,
      onChange: (next: SearchCriteria) => {
        setDraft(next);
        setFormError(undefined);
      },
      onGuests: (change: GuestsChange) => {
        setDraft({ ...latest.current.criteria, rooms: change.rooms });
        setPayload(change.payload);
      },
      onSubmit: (away?: Away) =>
        latest.current.search(latest.current.criteria, latest.current.payload, away),
      error,
    };
    return bar ? (
      <Suspense fallback={<div data-held />}>
        <BookingBar config={config} {...props} />
      </Suspense>
    ) : (
      <SearchForm {...props} />
    );
  }, [criteria, settings, today, availability, onMonthChange, error, setDraft, bar, config]);

  const ready = results.status === 'ready' ? results.data : undefined;
  // The search screen's one h1 in the hosted app (an h2 inside the hotel's page); its parts
  // (the results heading, room names, plans) keep their levels below it.
  const Title = useHeading(1);
  return (
    <section className="hb-booking-result">
      <Title className="hb-visually-hidden">{t('search.title')}</Title>
      {resumable && (
        <Suspense fallback={null}>
          <ResumeNotice hotelCode={config.hotelCode} />
        </Suspense>
      )}
      {form}
      {/* The results' space, taken at the press (issue 44): a window's height below the form,
          so that whatever of the hotel's page followed the widget leaves the screen within the
          input grace, not when the answer arrives and grows (a layout shift of the visit). The
          press on the server's drawing takes it by CSS (widget-css.ts: the Search button
          focused by the pointer), since the widget may come a moment later; kept while it holds
          anything (results, their loading or failure: CSS `:not(:empty)`), so that fewer rooms
          than a window move nothing up either. The search's loading status sits inside it, out of
          the flow (widget-css.ts), so the results' toolbar arriving above it moves nothing. */}
      <div className="hb-results-space">
        {results.status !== 'idle' && (
          <Suspense fallback={null}>
            <ResultsPanel
              criteria={criteria}
              settings={settings}
              result={ready}
              childCount={payload?.[0]?.children ?? 0}
              onSearch={(next) => search(next, payload)}
              onSearchFrom={(date) => {
                const nights = Math.max(1, daysBetween(criteria.checkin, criteria.checkout));
                search(
                  {
                    ...criteria,
                    checkin: date,
                    checkout: criteria.dayUse ? date : addDays(date, nights),
                  },
                  payload,
                );
              }}
              onContinue={continueBooking}
            />
          </Suspense>
        )}
        {continueProblem && (
          <p className="hb-error" role="alert">
            {t(continueProblem)}
          </p>
        )}
        <LoadStatus
          loading={results.status === 'loading'}
          error={results.status === 'failed' ? results.error : undefined}
          // Asked for only while loading: a later message, and asking for it (missing until the
          // guest's intent) would load the later part at once and redraw the form.
          loadingText={results.status === 'loading' ? t('results.loading') : ''}
        />
      </div>
    </section>
  );
}
