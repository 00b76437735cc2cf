/** What every hosted link carries from the page it is on (product.md §2: the hotel `code`). */
const KEPT = ['code', 'locale'] as const;

/**
 * A hosted link's address with the hotel and the language of the page it is on: `code` (read
 * from `code` or `hotel_code`) and `locale`, each added when the link names none. Without them
 * a link opened in a new tab ("Forgot your password?" from the sign-in screen) loses the hotel
 * and starts without the guest's language. Hash and other parameters are left as written.
 */
export function withKeptParams(href: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));
  const added: string[] = [];
  for (const key of KEPT) {
    const has = key === 'code' ? query.has('code') || query.has('hotel_code') : query.has(key);
    const value =
      key === 'code' ? (current.get('code') ?? current.get('hotel_code')) : current.get(key);
    if (!has && value) added.push(`${key}=${encodeURIComponent(value)}`);
  }
  if (added.length === 0) return href;
  // Appended as text: the link's own query keeps its spelling.
  const own = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  return `${path}?${[own, ...added].filter(Boolean).join('&')}${hash}`;
}
