/**
 * Who may frame this server's pages, as a CSP `frame-ancestors` source list (FRAME_ANCESTORS):
 * unset, only the server's own pages (a page of ours framing another, such as the test
 * gateway's challenge inside the hosted app); `*`, any site; a list, those sites and our own
 * pages (a frame's every ancestor must be allowed, so our nested frames need `'self'`);
 * `'none'` in the list, nowhere.
 */
export function frameAncestorSources(configured: readonly string[] | '*' | undefined): string {
  if (configured === '*') return '*';
  if (configured?.includes("'none'")) return "'none'";
  return ["'self'", ...(configured ?? [])].join(' ');
}

/** What a page with Stripe's card element allows, per directive. */
export interface StripeSources {
  script: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
}

/**
 * Stripe's published CSP for Stripe.js and its card element with 3-D Secure (Stripe docs,
 * "Content Security Policy"): Stripe.js from js.stripe.com, its calls to api.stripe.com, its
 * element frames from js.stripe.com and the 3-D Secure pages from hooks.stripe.com (the bank's
 * pages are framed by Stripe's, under Stripe's own policy). A test or demo server's stand-in
 * (`testJsUrl`) is allowed instead, by its origin.
 */
export function stripeSources(testJsUrl?: string): StripeSources {
  if (testJsUrl) {
    const origin = new URL(testJsUrl).origin;
    return { script: [origin], connect: [origin], frame: [origin] };
  }
  return {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    connect: ['https://api.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  };
}

/**
 * The hosted app's Content-Security-Policy. Strict by default: only this origin's scripts, no
 * inline script or style. A hotel with tracking tags (`tags`) gets a per-page nonce, which the
 * app gives to the tags' scripts it creates (and to nothing else), and its declared `https://`
 * sources for scripts, connections, images and frames; nothing else is widened.
 */
export function hostedPagePolicy(options: {
  frameAncestors: readonly string[] | '*' | undefined;
  tags?: { nonce: string; sources: readonly string[] } | null;
  /** The hotel takes cards through Stripe: what Stripe.js and its frames need (stripeSources). */
  stripe?: StripeSources | null;
}): string {
  const tags = options.tags;
  const extra = tags?.sources.length ? ` ${tags.sources.join(' ')}` : '';
  const stripe = options.stripe;
  const with_ = (sources: readonly string[] | undefined) =>
    sources?.length ? ` ${sources.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${tags ? ` 'nonce-${tags.nonce}'${extra}` : ''}${with_(stripe?.script)}`,
    "style-src 'self'",
    `img-src 'self' data: https:`,
    `connect-src 'self'${extra}${with_(stripe?.connect)}`,
    `frame-src 'self'${extra}${with_(stripe?.frame)}`,
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${frameAncestorSources(options.frameAncestors)}`,
  ].join('; ');
}
