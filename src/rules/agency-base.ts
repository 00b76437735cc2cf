/**
 * The agency site (product.md §2 "Agency mode") is the hosted app under this base path: its
 * routes are the spec's agency root paths (`/`, `/search-hotels`, `/hotels/{code}`,
 * `/reservation/…`) below it, so they never collide with standard mode's own root paths.
 */
export const AGENCY_BASE = '/ota';

/** The base path of a page's address: `/ota` on the agency site, '' for the standard app. */
export function agencyBaseOf(pathname: string): string {
  return pathname === AGENCY_BASE || pathname.startsWith(`${AGENCY_BASE}/`) ? AGENCY_BASE : '';
}

/** The address below the base (`/ota/hotels/x?a=1` → `/hotels/x?a=1`). */
export function belowBase(address: string, base: string): string {
  const rest = address.slice(base.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
