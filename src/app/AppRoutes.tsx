import { Redirect, useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../loader/widget-api.ts';
import { MissingHotelCode } from './MissingHotelCode.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { findRoute } from './routes.ts';
import { SCREENS } from './screens.ts';

/** Picks the screen for the current path from the route table. */
export function AppRoutes({ config }: { config: WidgetConfig }) {
  const [path] = useLocation();
  const search = useSearch();
  const route = findRoute(path);
  if (route?.redirect)
    return <Redirect to={search ? `${route.redirect}?${search}` : route.redirect} replace />;
  if (!config.hotelCode) return <MissingHotelCode />;
  const Screen = route && SCREENS[route.path];
  return Screen ? <Screen config={config} /> : <NotFoundScreen />;
}
