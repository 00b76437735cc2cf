import type { RouteDef } from './routes.ts';

/** The values of a pattern's `:name` segments in a path that matches it (decoded). */
function pathParameters(pattern: string, path: string): [string, string][] {
  const have = path.split('/');
  const found: [string, string][] = [];
  pattern.split('/').forEach((part, i) => {
    const value = have[i];
    if (part.startsWith(':') && value !== undefined) {
      found.push([part.slice(1), decodeURIComponent(value)]);
    }
  });
  return found;
}

/**
 * Where a redirect route sends an address: its target with the address's query, empty values
 * dropped where the route says so, and the path's parameters added in place of any of the same
 * name (`/reservation-tripla/{code}/search` names its hotel in the path; the standard steps
 * read it from `code`). An address that needs no change of query keeps its text as it was.
 */
export function redirectAddress(
  route: RouteDef & { redirect: string },
  path: string,
  search: string,
): string {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const fromPath = pathParameters(route.path, clean);
  if (fromPath.length === 0 && !route.dropsEmptyQuery) {
    return search ? `${route.redirect}?${search}` : route.redirect;
  }
  const query = new URLSearchParams(search);
  for (const [key, value] of [...query]) {
    if (route.dropsEmptyQuery && value === '') query.delete(key, value);
  }
  for (const [name, value] of fromPath) {
    query.delete(name);
    query.append(name, value);
  }
  const text = query.toString();
  return text ? `${route.redirect}?${text}` : route.redirect;
}
