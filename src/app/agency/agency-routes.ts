/**
 * The agency site's route table (product.md §2 "Agency mode"), below its base path `/ota`
 * (src/rules/agency-base.ts). Its own screens are listed here; the booking steps
 * (`/reservation/guest-detail`, `payment`, `confirmation/{number}`, `fail`), `/ota-sign-in`
 * and the not-found page are the standard routes' (routes.ts), reused as they are.
 */
export type AgencyScreen = 'home' | 'search' | 'hotel';

const SCREENS: Readonly<Record<string, AgencyScreen>> = {
  '/': 'home',
  '/test': 'home',
  '/search-hotels': 'search',
};

/** The agency screen of a path, or undefined for the standard routes. */
export function agencyScreenOf(path: string): AgencyScreen | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (/^\/hotels\/[^/]+$/.test(clean)) return 'hotel';
  return SCREENS[clean];
}

const withQuery = (path: string, query: URLSearchParams): string => {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/**
 * Where an address of the agency site moves to, if anywhere: `/reservation-tripla/{code}/…`
 * (the links between the single-hotel widget and the agency) to the hotel page or its booking
 * step, `/confirm-reservation` to the guest-detail step, `/reservation` home.
 */
export function agencyRedirect(path: string, search: string): string | undefined {
  const query = new URLSearchParams(search);
  const tripla = /^\/reservation-tripla\/([^/]+)\/([a-z-]+)\/?$/.exec(path);
  if (tripla) {
    const [, code = '', step] = tripla;
    query.delete('code');
    if (step === 'search') {
      // The search's parameters except code, empty ones dropped (product.md §2).
      const kept = new URLSearchParams();
      for (const [key, value] of query) if (value !== '') kept.append(key, value);
      return withQuery(`/hotels/${code}`, kept);
    }
    query.set('code', decodeURIComponent(code));
    if (step === 'guest-detail' || step === 'payment') {
      return withQuery(`/reservation/${step}`, query);
    }
    // `confirmation` names no reservation: the guest finds theirs on the lookup page.
    if (step === 'confirmation') return withQuery('/search', query);
    return undefined;
  }
  if (path === '/confirm-reservation') return withQuery('/reservation/guest-detail', query);
  if (path === '/reservation' || path === '/reservation/') return '/';
  return undefined;
}
