/**
 * Normalises a hotel code the way the spec requires: lower case, with spaces, hyphens and
 * underscores removed. `Sakura-Tokyo`, `sakura_tokyo` and `sakuratokyo` all name one hotel.
 * Shared by the loader, the widget and the server so the rule exists once.
 */
export function normaliseHotelCode(code: string): string {
  return code.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * The hotel a path names, if any: `/member-registration-tripla/{code}/…`,
 * `/reservation-tripla/{code}/…`, `/corporate/{code}/…` and the agency's `/hotels/{code}`
 * (product.md §2). Read by the hosted app for its hotel and by the server for the hotel's page
 * policy, so that both take the hotel from the same addresses. A malformed escape names none.
 */
export function hotelCodeInPath(path: string): string | undefined {
  const match =
    /^\/(?:(?:member-registration|reservation)-tripla|corporate)\/([^/]+)\//.exec(path) ??
    /^\/hotels\/([^/]+)\/?$/.exec(path);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
