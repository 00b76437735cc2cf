import { Redirect, useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../loader/widget-api.ts';
import { redirectAddress } from './redirect-address.ts';
import { rewriteAddress } from './rewrite-location.ts';
import { findRoute } from './routes.ts';

/**
 * The redirect of a route whose target reworks the address (the path's parameters join the
 * query, empty values may be dropped: redirect-address.ts), with the address rewrites applied
 * in the same step. Its own chunk, which AppRoutes loads only at such a path (the hosted app's
 * `/reservation-tripla/{code}/…` links): the inline widget's first screen does not download it.
 */
export function ParamRedirect({ config }: { config: WidgetConfig }) {
  const [path] = useLocation();
  const search = useSearch();
  const route = findRoute(path);
  if (!route?.redirect) return null;
  const target = redirectAddress({ ...route, redirect: route.redirect }, path, search);
  return <Redirect to={rewriteAddress(target, config.hotelCode) ?? target} replace />;
}
