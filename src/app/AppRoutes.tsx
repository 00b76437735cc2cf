import { useAtomValue } from 'jotai/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../loader/widget-api.ts';
import { initStateAtom } from '../shared/startup/init-state.ts';
import { InitError } from './InitError.tsx';
import { Loader } from './Loader.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { MissingHotelCode } from './MissingHotelCode.tsx';
import { rewriteAddress, rewritePath } from './rewrite-location.ts';
import { findRoute } from './routes.ts';
import { LaterScreen, SCREENS } from './screens.ts';

/**
 * The redirects whose target takes the path's parameters (`/reservation-tripla/{code}/…`, the
 * hosted app's single-hotel links): worked out by their own chunk (ParamRedirect.tsx).
 */
const ParamRedirect = lazyScreen(() => import('./ParamRedirect.tsx').then((m) => m.ParamRedirect));

/**
 * Picks the screen for the current path from the route table: redirects and address rewrites
 * first, then the no-hotel-code error, the loader until startup is done, the full-page init
 * error (unless the route ignores it), the screen, or (from the later screens' chunk) the
 * not-found page.
 */
export function AppRoutes({ config }: { config: WidgetConfig }) {
  const [path] = useLocation();
  const search = useSearch();
  const init = useAtomValue(initStateAtom);
  const route = findRoute(path);
  if (route?.redirect) {
    // One step, with the address rewrites applied: a second <Redirect> right after the first
    // (for the missing `code`) was lost when a link led here in the hosted app.
    if (route.path.includes('/:') || route.dropsEmptyQuery)
      return <ParamRedirect config={config} />;
    const target = search ? `${route.redirect}?${search}` : route.redirect;
    return <Redirect to={rewriteAddress(target, config.hotelCode) ?? target} replace />;
  }
  const rewritten = rewritePath(path, search, config.hotelCode);
  if (rewritten) {
    const to = rewritten.search ? `${rewritten.path}?${rewritten.search}` : rewritten.path;
    return <Redirect to={to} replace />;
  }
  if (!config.hotelCode) return <MissingHotelCode />;
  if (!route?.ignoresInitError) {
    if (init.status === 'loading') return <Loader />;
    if (init.status === 'failed') return <InitError />;
  }
  // Everything else (the member screens, and the not-found page for paths of no route) is
  // looked up in the later screens' own chunk.
  const Screen = (route && SCREENS[route.path]) ?? LaterScreen;
  return <Screen config={config} />;
}
