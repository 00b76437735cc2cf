/**
 * Where the callback may send the browser with a sign-in code: this server's own origin (the
 * hosted app's /sso/custom/callback, which the inline widget's pop-up also uses) and the
 * origins listed in ALLOWED_ORIGINS. With ALLOWED_ORIGINS unset ("any", for CORS) only the
 * server's own origin is accepted: a code must never be handed to an arbitrary site.
 */
export function allowedReturnTo(
  returnTo: string,
  publicOrigin: string,
  allowedOrigins: readonly string[] | '*',
): boolean {
  let url: URL;
  try {
    url = new URL(returnTo);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const origins = [publicOrigin, ...(allowedOrigins === '*' ? [] : allowedOrigins)];
  return origins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}

/**
 * The origin a pop-up's callback page may post the sign-in code to: an origin listed in
 * ALLOWED_ORIGINS or this server's own. With ALLOWED_ORIGINS unset (any site may embed the
 * widget) any web origin is taken as given; production sites list theirs (server/README.md).
 * Answers the normalised origin, or undefined when refused.
 */
export function allowedOpenerOrigin(
  opener: string,
  publicOrigin: string,
  allowedOrigins: readonly string[] | '*',
): string | undefined {
  let origin: string;
  try {
    const url = new URL(opener);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    origin = url.origin;
  } catch {
    return undefined;
  }
  if (allowedOrigins === '*') return origin;
  const listed = [publicOrigin, ...allowedOrigins].some((o) => {
    try {
      return new URL(o).origin === origin;
    } catch {
      return false;
    }
  });
  return listed ? origin : undefined;
}

/** `returnTo` with extra query parameters (existing ones kept, ours replacing same names). */
export function withParams(returnTo: string, params: Record<string, string>): string {
  const url = new URL(returnTo);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}
