import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { listCancellationPolicies } from '../../api/contract/endpoints/hotels.ts';
import type { CancellationPolicy } from '../../api/contract/index.ts';
import type { RoomSearchResponse } from '../../api/contract/rooms.ts';
import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import { useT } from '../../i18n/react.tsx';
import { lazy, Suspense, useEffect } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useEmbed } from '../../shared/embed/embed.ts';
import { useLoad } from '../../shared/load/use-load.ts';
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
  result,
  childCount,
  onSearch,
  onSearchFrom,
  onContinue,
}: ResultsPanelProps) {
  const t = useT();
  const policies = useCancellationPolicies(settings?.hotel_code);
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
            policies={policies}
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
 * The hotel's cancellation policies by code, loaded once with the results. If they cannot be
 * loaded the plans simply show no summary; the policy page still explains them.
 */
function useCancellationPolicies(
  hotelCode: string | undefined,
): ReadonlyMap<string, CancellationPolicy> | undefined {
  const api = useApi();
  return useLoad(
    hotelCode
      ? () =>
          callEndpoint(api, listCancellationPolicies, { params: { code: hotelCode } }).then(
            (answer): ReadonlyMap<string, CancellationPolicy> =>
              new Map(answer.data.map((policy) => [policy.code, policy])),
          )
      : null,
    [api, hotelCode],
  ).value;
}
