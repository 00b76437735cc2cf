/**
 * Where a visitor returns after signing in: `/sign-in?redirect=<path and query>`. Used by the
 * login-required routes (a signed-out visitor is sent to sign in and back) and by "sign in to
 * book" on members-only plans. Only a path inside the app is accepted, never another origin
 * (`//evil.example`, `https://…`, `/\evil`): an open redirect would let a link send a member
 * anywhere after signing in.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 500) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // No control characters (a newline or tab could split the path in a header or a log).
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  return value;
}

/** The sign-in screen's address that comes back to `path` (with its query) afterwards. */
export function signInHref(path: string, search = ''): string {
  const query = search.replace(/^\?/, '');
  const back = safeReturnPath(query ? `${path}?${query}` : path);
  return back ? `/sign-in?${new URLSearchParams({ redirect: back })}` : '/sign-in';
}

/** The return path a sign-in screen was given (`redirect`), if it is one of the app's own. */
export function returnPathFrom(search: string): string | undefined {
  return safeReturnPath(new URLSearchParams(search).get('redirect'));
}
