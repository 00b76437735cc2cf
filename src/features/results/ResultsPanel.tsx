import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { listCancellationPolicies } from '../../api/contract/endpoints/hotels.ts';
import type { CancellationPolicy } from '../../api/contract/index.ts';
import type { RoomSearchResponse } from '../../api/contract/rooms.ts';
import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import { useT } from '../../i18n/react.tsx';
import { lazy, Suspense, useEffect, useRef } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useEmbed } from '../../shared/embed/embed.ts';
import { useHeldWhile } from '../../shared/load/use-held-while.ts';
import { type Load, useLoad } from '../../shared/load/use-load.ts';
import type { SearchCriteria } from '../../shared/search/criteria.ts';
import { currentCampaign } from '../../shared/tracking/campaign.ts';
import { ResultsToolbar } from './ResultsToolbar.tsx';
import { ResultsView } from './ResultsView.tsx';

// Only hotels that link to the agency site (`bw_to_ota_enabled`) load it.
const NearbyHotels = lazy(() =>
  import('../../shared/agency/NearbyHotels.tsx').then((m) => ({ default: m.NearbyHotels })),
);

export interface ResultsPanelProps {
  criteria: SearchCriteria;
  settings: BookingWidgetSettings | undefined;
  /** The answer, once it arrived (the toolbar shows while searching). */
  result: RoomSearchResponse | undefined;
  /** Children in the first searched room: part of what identifies a selected offering. */
  childCount: number;
  onSearch(next: SearchCriteria): void;
  onSearchFrom(date: string): void;
  /** Starts the booking with the selection (absent: no booking step offered). */
  onContinue?: ((result: RoomSearchResponse) => void) | undefined;
}

/**
 * Everything under the search form once a search ran: sort, view and filters, then the rooms.
 * Loaded on demand (the first search fetches it), so the first screen stays small.
 */
export function ResultsPanel({
  criteria,
  settings,
  result: answer,
  childCount,
  onSearch,
  onSearchFrom,
  onContinue,
}: ResultsPanelProps) {
  const t = useT();
  const policies = useCancellationPolicies(settings?.hotel_code);
  // The first rooms are drawn with their policy lines, not a moment before them: drawn first,
  // the lines' arrival moved every plan below (42 px a plan on a phone) just as they appeared.
  // (Without a hotel code nothing is asked for, and the load stays "loading": nothing to wait for.)
  const result = useHeldWhile(
    answer,
    !!settings?.hotel_code && policies.loading,
    POLICIES_GRACE_MS,
  );
  const embed = useEmbed();
  // Inline, the campaign is on the hotel's page: keep it for a day from the first search here
  // (not earlier: that code would weigh on the first screen). Hosted keeps it at startup.
  useEffect(() => {
    if (embed.kind === 'inline') currentCampaign('inline', new URLSearchParams(location.search));
  }, []);
  return (
    <>
      <ResultsToolbar
        criteria={criteria}
        plansView={settings?.plan_search_enabled ?? false}
        filters={settings?.room_search_filters ?? []}
        onChange={onSearch}
      />
      {result && (
        <>
          <h2 className="hb-results-heading">{t('results.heading')}</h2>
          <ResultsView
            result={result}
            view={criteria.type}
            taxIncluded={settings?.show_prices_tax_included ?? true}
            adults={criteria.rooms[0]?.adults ?? 2}
            childCount={childCount}
            onSearchFrom={onSearchFrom}
            policies={policies.value}
            onContinue={onContinue && (() => onContinue(result))}
          />
          {settings?.bw_to_ota_enabled && (
            <Suspense fallback={null}>
              <NearbyHotels
                hotelCode={settings.hotel_code}
                stay={{
                  checkin: criteria.checkin,
                  checkout: criteria.checkout,
                  adults: String(criteria.rooms[0]?.adults ?? 2),
                }}
                newTab={embed.kind === 'inline'}
              />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}

/**
 * How long the first rooms wait for the policies, asked for beside them: on loopback they came
 * 0–55 ms after the rooms (5 runs); a slow answer gets no more than this, then the rooms show
 * without the lines (and the lines move them when they come, as before).
 */
const POLICIES_GRACE_MS = 250;

/**
 * The hotel's cancellation policies by code, loaded once with the results. If they cannot be
 * loaded the plans simply show no summary; the policy page still explains them.
 *
 * The first request leaves in the panel's first render, in the guest's press beside the rooms'
 * request, not from `useLoad`'s effect, which runs after the "searching" paint, a frame later:
 * the two answers then come about together, and the rooms wait for the lines only a moment.
 */
function useCancellationPolicies(
  hotelCode: string | undefined,
): Load<ReadonlyMap<string, CancellationPolicy>> {
  const api = useApi();
  const ask = (code: string) =>
    callEndpoint(api, listCancellationPolicies, { params: { code } }).then(
      (answer): ReadonlyMap<string, CancellationPolicy> =>
        new Map(answer.data.map((policy) => [policy.code, policy])),
    );
  const early = useRef<ReturnType<typeof ask> | undefined>(undefined);
  const asked = useRef(false);
  if (hotelCode && !asked.current) {
    asked.current = true;
    early.current = ask(hotelCode);
    // Its failure is heard by the load that takes it.
    early.current.catch(() => undefined);
  }
  return useLoad(
    hotelCode
      ? () => {
          // Taken once: a reload, or another hotel, asks afresh.
          const answer = early.current ?? ask(hotelCode);
          early.current = undefined;
          return answer;
        }
      : null,
    [api, hotelCode],
  );
}
