import { useAtom, useAtomValue, useStore } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { RoomSearchResponse } from '../../api/contract/rooms.ts';
import { toApiError } from '../../api/errors/index.ts';
import { loadDraft, saveDraft } from '../../features/booking/booking-storage.ts';
import { bookingDraftAtom } from '../../features/booking/draft.ts';
import { selectionAtom } from '../../features/results/atoms.ts';
import { resultsAtom, searchedForAtom } from '../../features/results/results-state.ts';
import { SearchForm, type SearchFormError } from '../../features/search/SearchForm.tsx';
import {
  cookieParams,
  cookieRecord,
  readSearchCookie,
  rememberSearchParams,
  writeSearchCookie,
} from '../../features/search/search-storage.ts';
import { useAvailability } from '../../features/search/use-availability.ts';
import { useT } from '../../i18n/react.tsx';
import { lazy, Suspense, useEffect, useMemo, useState } from '../../react.ts';
import { addDays, daysBetween, hotelToday } from '../../rules/dates.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useEmbed } from '../../shared/embed/embed.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { clearError, setError } from '../../shared/errors/slots.ts';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { reportAnalytics, searchEvent, viewEvent } from '../../shared/search/analytics.ts';
import {
  criteriaAtom,
  criteriaFrom,
  criteriaParams,
  type SearchCriteria,
  validateCriteria,
} from '../../shared/search/criteria.ts';
import { roomsPayload, type SearchRoomGuests } from '../../shared/search/guests/payload.ts';
import { undatedSearchAllowed } from '../../shared/search/guests/undated.ts';
import { calendarLimits, guestsContext } from '../../shared/search/hotel-search-settings.ts';
import {
  type RoomSearchParams,
  roomSearchParams,
  searchInCurrency,
} from '../../shared/search/search-rooms.ts';
import {
  analyticsAllowedAtom,
  authAtom,
  initSettingsAtom,
} from '../../shared/startup/init-state.ts';
import { currencyAtom } from '../currency-state.ts';
import { isBrandFacilityMode } from '../startup/search-path.ts';

/** Parameters that make an address a search (spec §2 search query parameters). */
const SEARCH_KEYS = [
  'checkin',
  'checkout',
  'adults',
  'room_count',
  'rooms',
  'order',
  'type',
  'promo_code',
  'coupon_code',
  'filter',
  'is_day_use',
  'search_type',
  'nights',
];

// Loaded only when a saved booking can be resumed (after a reload of the host page).
const ResumeNotice = lazy(() =>
  import('../../features/booking/resume/ResumeNotice.tsx').then((m) => ({
    default: m.ResumeNotice,
  })),
);

// Results are not part of the first screen: they load while the first search runs.
const ResultsPanel = lazy(() =>
  import('../../features/results/ResultsPanel.tsx').then((m) => ({ default: m.ResultsPanel })),
);

/**
 * /booking/result: the search form and, once searched, the results. The address (the hosted
 * app's URL, or the inline widget's own memory location) carries the spec's search parameters,
 * so a results link can be shared and reloaded; the guest's draft lives in the element's store.
 */
export function BookingResultScreen({ config }: { config: WidgetConfig }) {
  const api = useApi();
  const store = useStore();
  const embed = useEmbed();
  const t = useT();
  const settings = useAtomValue(initSettingsAtom);
  const results = useAtomValue(resultsAtom);
  const [draft, setDraft] = useAtom(criteriaAtom);
  const [, navigate] = useLocation();
  const query = useSearch();
  const [error, setFormError] = useState<SearchFormError | undefined>();
  // A booking saved before a reload; the notice (lazy) decides whether it can be resumed.
  const [saved] = useState(() =>
    store.get(bookingDraftAtom) ? null : loadDraft(config.hotelCode),
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
    // The cookie also keeps each room's children; use them when the rooms still match.
    return cookie?.rooms.length === restored.rooms.length && !urlParams.adults
      ? { ...restored, rooms: cookie.rooms }
      : restored;
  }, [draft, urlParams, config.search, config.hotelCode, defaults.today]);
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
  const run = (params: RoomSearchParams) => {
    const key = JSON.stringify(params);
    store.set(searchedForAtom, searcher);
    store.set(resultsAtom, { status: 'loading', key });
    clearError(store, 'searchResult');
    // The search answer's schema is not part of the first screen: it loads with the results.
    import('../../shared/search/run-search.ts')
      .then((m) => m.searchRooms(api, params))
      .then(
        (data) => {
          const now = store.get(resultsAtom);
          if (now.status !== 'loading' || now.key !== key) return;
          store.set(resultsAtom, { status: 'ready', key, data });
          reportAnalytics(viewEvent(config.hotelCode, data.rooms, data.currency), {
            allowed: store.get(analyticsAllowedAtom),
            embed,
          });
        },
        (failure: unknown) => {
          const apiError = toApiError(failure);
          setError(store, 'searchResult', apiError);
          store.set(resultsAtom, { status: 'failed', key, error: apiError });
        },
      );
  };

  const search = (next: SearchCriteria, rooms: readonly SearchRoomGuests[] | null) => {
    const problem = validateCriteria(next, calendarLimits(today, settings).minDate);
    if (problem || !rooms) {
      setFormError(problem ?? 'search.error.guests');
      return;
    }
    if (next.undated && !undatedSearchAllowed(rooms)) {
      setFormError('guests.undatedNotAllowed');
      return;
    }
    setFormError(undefined);
    setDraft(next);
    const params = criteriaParams(next);
    if (isBrandFacilityMode(settings)) {
      // Brand-facility mode: a search lists the brand's hotels for these criteria (spec §2).
      embed.emit('hotel-booking:search', { criteria: params });
      navigate(`/facilities?${new URLSearchParams({ code: config.hotelCode, ...params })}`);
      return;
    }
    navigate(`/booking/result?${new URLSearchParams({ code: config.hotelCode, ...params })}`, {
      replace: true,
    });
    writeSearchCookie(
      document,
      config.hotelCode,
      cookieRecord(next, daysBetween(next.checkin, next.checkout)),
    );
    rememberSearchParams(config.hotelCode, params);
    embed.emit('hotel-booking:search', { criteria: params });
    reportAnalytics(searchEvent(config.hotelCode, params), {
      allowed: store.get(analyticsAllowedAtom),
      embed,
    });
    run(roomSearchParams(config.hotelCode, next, rooms, store.get(currencyAtom)));
  };

  // "Continue": the selection becomes the booking draft (saved, so a reload keeps it). The
  // draft builder loads on demand: the first screen does not need it.
  const [continueProblem, setContinueProblem] = useState<
    'booking.guest.cannotStart' | 'error.generic.network' | null
  >(null);
  const continueBooking = async (data: RoomSearchResponse) => {
    const builder = await import('../../features/booking/start-booking.ts').catch(() => null);
    if (!builder) {
      setContinueProblem('error.generic.network');
      return;
    }
    const { newIdempotencyKey, startBooking } = builder;
    const started = startBooking({
      hotelCode: config.hotelCode,
      selection: store.get(selectionAtom),
      searchedRooms: payload ?? [],
      checkin: data.checkin_date,
      checkout: data.checkout_date,
      currency: store.get(currencyAtom),
      couponCode: criteria.couponCode,
      searchQuery: new URLSearchParams({
        code: config.hotelCode,
        ...criteriaParams(criteria),
      }).toString(),
      idempotencyKey: newIdempotencyKey(),
      previous: store.get(bookingDraftAtom) ?? loadDraft(config.hotelCode),
    });
    if (!started.ok) {
      setContinueProblem('booking.guest.cannotStart');
      return;
    }
    setContinueProblem(null);
    store.set(bookingDraftAtom, started.draft);
    saveDraft(started.draft);
    navigate(`/reservation/guest-detail?${new URLSearchParams({ code: config.hotelCode })}`);
  };

  // A results address (shared link, deep link, reload) searches by itself once.
  const addressHasSearch = SEARCH_KEYS.some((key) => key in urlParams);
  useEffect(() => {
    if (addressHasSearch && results.status === 'idle') {
      const rooms = roomsPayload(criteria.rooms, context);
      if (rooms) run(roomSearchParams(config.hotelCode, criteria, rooms, store.get(currencyAtom)));
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
    const last = store.get(resultsAtom);
    const again = searchInCurrency(last.status === 'idle' ? undefined : last.key, currency);
    if (again) run(again);
  }, [currency]);

  const ready = results.status === 'ready' ? results.data : undefined;
  // The search screen's one h1 in the hosted app (an h2 inside the hotel's page); its parts
  // (the results heading, room names, plans) keep their levels below it.
  const Title = useHeading(1);
  return (
    <section className="hb-booking-result">
      <Title className="hb-visually-hidden">{t('search.title')}</Title>
      {saved && (
        <Suspense fallback={null}>
          <ResumeNotice saved={saved} hotelCode={config.hotelCode} />
        </Suspense>
      )}
      <SearchForm
        criteria={criteria}
        settings={settings}
        today={today}
        availability={availability}
        onMonthChange={onMonthChange}
        onChange={(next) => {
          setDraft(next);
          setFormError(undefined);
        }}
        onGuests={(change) => {
          setDraft({ ...criteria, rooms: change.rooms });
          setPayload(change.payload);
        }}
        onSubmit={() => search(criteria, payload)}
        error={error}
      />
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
        loadingText={t('results.loading')}
      />
    </section>
  );
}
