import { splitOnce } from '../shared/startup/strip-tokens.ts';

/**
 * The address rewrites of product.md §2 "Route behaviour" as one pure function, applied to
 * `path?query#hash` strings: legacy hash URLs (`/#/path?query` → `/path?query`), a double slash
 * before the query (`//?` → `/?`), and the hotel `code` appended when missing. Returns the new
 * address, or undefined when nothing changes, so callers only replace history when needed.
 */
export function rewriteAddress(address: string, hotelCode: string): string | undefined {
  let [beforeHash = '', hash] = splitOnce(address, '#');
  let [path = '', query = ''] = splitOnce(beforeHash, '?');
  if (hash?.startsWith('/') && (path === '/' || path === '')) {
    // Legacy router: the real route lived in the hash. Its query joins the outer one.
    const [hashPath = '', hashQuery = ''] = splitOnce(hash, '?');
    path = hashPath;
    query = [query, hashQuery].filter(Boolean).join('&');
    hash = undefined;
  }
  if (query !== '' || beforeHash.includes('?')) path = path.replace(/\/{2,}$/, '/');
  // Text, not URLSearchParams.toString(): re-encoding would change addresses that need no fix.
  const params = new URLSearchParams(query);
  if (hotelCode && !params.has('code') && !params.has('hotel_code')) {
    query = `${query ? `${query}&` : ''}code=${encodeURIComponent(hotelCode)}`;
  }
  const next = `${path || '/'}${query ? `?${query}` : ''}${hash === undefined ? '' : `#${hash}`}`;
  return next === address ? undefined : next;
}

/** The same rewrite for wouter's separate path and search values. */
export function rewritePath(
  path: string,
  search: string,
  hotelCode: string,
): { path: string; search: string } | undefined {
  const next = rewriteAddress(search ? `${path}?${search}` : path, hotelCode);
  if (next === undefined) return undefined;
  const [nextPath = '/', nextSearch = ''] = splitOnce(next, '?');
  return { path: nextPath, search: nextSearch };
}
