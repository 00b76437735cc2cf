import { useAtomValue } from 'jotai/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { AgencyHomeScreen } from '../../features/agency/AgencyHomeScreen.tsx';
import { HotelSearchScreen } from '../../features/agency/HotelSearchScreen.tsx';
import { NearbyHotels } from '../../shared/agency/NearbyHotels.tsx';
import { initStateAtom } from '../../shared/startup/init-state.ts';
import { AppRoutes } from '../AppRoutes.tsx';
import { InitError } from '../InitError.tsx';
import { Loader } from '../Loader.tsx';
import { findRoute } from '../routes.ts';
import { LaterScreen, SCREENS } from '../screens.ts';
import { agencyRedirect, agencyScreenOf } from './agency-routes.ts';

/** The stay and guests of the hotel page's address, for its neighbours' links. */
function stayOf(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const stay: Record<string, string> = {};
  for (const key of ['checkin', 'checkout', 'adults']) {
    const value = query.get(key);
    if (value) stay[key] = value;
  }
  return stay;
}

/**
 * The agency site's screens (the hosted app under `/ota`): home and hotel search need no hotel;
 * the hotel page is the single-hotel search and results for the hotel in its path (read at
 * startup: a hotel card's link is a page load); the booking steps, sign-in and the not-found
 * page are the standard routes', reused as they are.
 */
export function AgencyRoutes({ config }: { config: WidgetConfig }) {
  // The standard results screen, taken from the route table (one reference to it keeps the
  // first screen's chunk as it was).
  const HotelPage = SCREENS['/booking/result'] ?? AppRoutes;
  const [path] = useLocation();
  const search = useSearch();
  const init = useAtomValue(initStateAtom);
  const target = agencyRedirect(path, search);
  if (target) return <Redirect to={target} replace />;
  switch (agencyScreenOf(path)) {
    case 'home':
      return <AgencyHomeScreen config={config} />;
    case 'search':
      return <HotelSearchScreen config={config} />;
    case 'hotel':
      if (init.status === 'loading') return <Loader />;
      if (init.status === 'failed') return <InitError />;
      return (
        <>
          <HotelPage config={config} />
          {/* A bw_to_ota hotel shows its neighbours under its results already. */}
          {init.status === 'ready' && !init.settings.bw_to_ota_enabled && (
            <NearbyHotels hotelCode={config.hotelCode} stay={stayOf(search)} newTab={false} />
          )}
        </>
      );
    default:
      // A path of neither table is the not-found page (not the missing-hotel-code error).
      return findRoute(path) ? <AppRoutes config={config} /> : <LaterScreen config={config} />;
  }
}
