import { useAtomValue, useStore } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { Recommendation } from '../../api/contract/recommender.ts';
import { loadDraft, saveDraft } from '../../features/booking/booking-storage.ts';
import { bookingDraftAtom } from '../../features/booking/draft.ts';
import { RecommendedOffers } from '../../features/recommender/RecommendedOffers.tsx';
import { RecommenderForm } from '../../features/recommender/RecommenderForm.tsx';
import {
  loadRecommendations,
  loadRecommenderSettings,
} from '../../features/recommender/recommender-api.ts';
import { RECOMMENDER_CSS } from '../../features/recommender/recommender-css.ts';
import {
  addressRooms,
  answerParams,
  isAnswered,
  offerSelection,
  priorityFrom,
  recommendationQuery,
} from '../../features/recommender/recommender-model.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { useMemo, useState } from '../../react.ts';
import { hotelToday } from '../../rules/dates.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useEmbed } from '../../shared/embed/embed.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { criteriaFrom, type SearchCriteria } from '../../shared/search/criteria.ts';
import { criteriaParams, validateCriteria } from '../../shared/search/criteria-params.ts';
import type { SearchRoomGuests } from '../../shared/search/guests/payload.ts';
import { calendarLimits } from '../../shared/search/hotel-search-settings.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { currencyAtom } from '../currency-state.ts';

addWidgetStyles(RECOMMENDER_CSS);

/** The recommender books one room: only the first room of restored criteria is kept. */
const oneRoom = (criteria: SearchCriteria): SearchCriteria => ({
  ...criteria,
  rooms: criteria.rooms.slice(0, 1),
  dayUse: false,
  undated: false,
});

/**
 * The room recommender, `/booking/recommender` (in the shell) and `/recommender-widget` (headless,
 * for a hotel to embed; the route table silences the parent messages there). The guest answers
 * a few questions (dates, guests, what matters most, wishes); the answer goes into the address
 * (the spec's search parameters and `priority`), so a reload or a shared link shows the same
 * recommendation, and the hotel's best offers for it come from `/rooms/recommendation`. "Book"
 * starts the booking of one room of an offer; "See all rooms" opens the results for the stay.
 */
export function RecommenderScreen({ config }: { config: WidgetConfig }) {
  const api = useApi();
  const store = useStore();
  const t = useT();
  const Title = useHeading(1);
  const hosted = useEmbed().kind === 'hosted';
  const settings = useAtomValue(initSettingsAtom);
  const currency = useAtomValue(currencyAtom);
  const [path, navigate] = useLocation();
  const query = useSearch();
  const today = hotelToday(settings?.time_zone);
  const defaults = {
    today,
    checkinOffset: settings?.default_search_setting.checkin_date_offset ?? 0,
  };
  const urlParams = useMemo(() => Object.fromEntries(new URLSearchParams(query)), [query]);

  const recommender = useLoad(
    (signal) => loadRecommenderSettings(api, config.hotelCode, signal),
    [api, config.hotelCode],
  );
  const enabled = recommender.value?.room_recommender_enabled === true;

  // The form: the address's answer, else the element's prefill and the hotel's defaults.
  const [criteria, setCriteria] = useState(() =>
    oneRoom(criteriaFrom({ ...config.search, ...urlParams }, defaults)),
  );
  const [priority, setPriority] = useState(() => priorityFrom(urlParams.priority));
  const [payload, setPayload] = useState<readonly SearchRoomGuests[] | null>(() =>
    addressRooms(criteria),
  );
  const [error, setError] = useState<MessageId | undefined>();
  // The children of the last answer (the address carries adults only).
  const [askedRooms, setAskedRooms] = useState<readonly SearchRoomGuests[] | null>(null);

  // The answer on screen is the address's.
  const asked = useMemo(() => {
    if (!isAnswered(urlParams)) return null;
    const answered = oneRoom(criteriaFrom(urlParams, defaults));
    const rooms = askedRooms ?? addressRooms(answered);
    return { criteria: answered, rooms, priority: priorityFrom(urlParams.priority) };
  }, [urlParams, askedRooms, defaults.today]);
  const offers = useLoad<Recommendation>(
    asked && enabled
      ? (signal) =>
          loadRecommendations(
            api,
            recommendationQuery(
              config.hotelCode,
              asked.criteria,
              asked.rooms,
              asked.priority,
              currency,
            ),
            signal,
          )
      : null,
    [api, asked, enabled, currency],
  );

  const submit = () => {
    const problem = validateCriteria(criteria, calendarLimits(today, settings).minDate);
    if (problem || !payload) {
      setError(problem ?? 'search.error.guests');
      return;
    }
    setError(undefined);
    setAskedRooms(payload);
    const next = new URLSearchParams(answerParams(config.hotelCode, criteria, priority)).toString();
    if (next === query) offers.reload();
    else navigate(`${path}?${next}`, { replace: true });
  };

  const [bookProblem, setBookProblem] = useState<MessageId | null>(null);
  const book = async (offer: Recommendation[number]) => {
    if (!asked) return;
    const builder = await import('../../features/booking/start-booking.ts').catch(() => null);
    if (!builder) {
      setBookProblem('error.generic.network');
      return;
    }
    const started = builder.startBooking({
      hotelCode: config.hotelCode,
      selection: offerSelection(offer, asked.rooms[0]),
      searchedRooms: asked.rooms,
      checkin: asked.criteria.checkin,
      checkout: asked.criteria.checkout,
      currency: store.get(currencyAtom),
      searchQuery: new URLSearchParams({
        code: config.hotelCode,
        ...criteriaParams(asked.criteria),
      }).toString(),
      idempotencyKey: builder.newIdempotencyKey(),
      previous: store.get(bookingDraftAtom) ?? loadDraft(config.hotelCode),
    });
    if (!started.ok) {
      setBookProblem('booking.guest.cannotStart');
      return;
    }
    setBookProblem(null);
    store.set(bookingDraftAtom, started.draft);
    saveDraft(started.draft);
    navigate(`/reservation/guest-detail?${new URLSearchParams({ code: config.hotelCode })}`);
  };

  // "See all rooms": the results of this stay. Hosted, a page load, so the results search it
  // afresh (not a draft of an earlier search in this store), as FacilitiesScreen links hotels.
  const stay = asked?.criteria ?? criteria;
  const allRooms = `/booking/result?${new URLSearchParams({ code: config.hotelCode, ...criteriaParams(stay) })}`;

  return (
    <section className="hb-rec" aria-labelledby="hb-rec-title">
      <Title className="hb-screen-title" id="hb-rec-title">
        {t('recommender.title')}
      </Title>
      <LoadStatus loading={recommender.loading} error={recommender.error} />
      {recommender.value && !enabled && (
        <div className="hb-card" role="status">
          <p>{t('recommender.off')}</p>
          <StepLink className="hb-link" href={`/booking/result?code=${config.hotelCode}`}>
            {t('recommender.searchInstead')}
          </StepLink>
        </div>
      )}
      {enabled && (
        <>
          <p className="hb-rec-intro">{t('recommender.intro')}</p>
          <RecommenderForm
            criteria={criteria}
            priority={priority}
            settings={settings}
            today={today}
            onChange={(next) => {
              setCriteria(next);
              setError(undefined);
            }}
            onGuests={(change) => {
              setCriteria({ ...criteria, rooms: change.rooms });
              setPayload(change.payload);
            }}
            onPriority={setPriority}
            onSubmit={submit}
            error={error}
          />
        </>
      )}
      {enabled && asked && (
        <>
          <LoadStatus
            loading={offers.loading}
            error={offers.error}
            loadingText={t('recommender.loading')}
          />
          {offers.value && (
            <RecommendedOffers
              offers={offers.value}
              hotelCurrency={settings?.currency ?? 'JPY'}
              taxIncluded={settings?.show_prices_tax_included ?? true}
              onBook={(offer) => void book(offer)}
            />
          )}
          {bookProblem && (
            <p className="hb-error" role="alert">
              {t(bookProblem)}
            </p>
          )}
          {offers.value && (
            <p className="hb-rec-more">
              {hosted ? (
                <a className="hb-link" href={allRooms}>
                  {t('recommender.seeAll')}
                </a>
              ) : (
                <StepLink className="hb-link" href={allRooms}>
                  {t('recommender.seeAll')}
                </StepLink>
              )}
            </p>
          )}
        </>
      )}
    </section>
  );
}
