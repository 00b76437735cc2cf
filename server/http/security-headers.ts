import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { frameAncestorSources } from '../web/csp.ts';

/**
 * One year: browsers then reach the server over HTTPS only. Without `includeSubDomains` or
 * `preload`: those bind every other host of the hotel's domain, the operator's choice (their
 * proxy may add them).
 */
export const HSTS = 'max-age=31536000';

/**
 * The strict-origin-when-cross-origin rule: other sites (the hotel's page after a payment
 * return, a gateway, tracking tags) learn our origin only, never a path or query that may carry
 * a reservation number or a manage token; our own pages keep the full address among themselves.
 * Nothing in the product reads `Referer` (returns carry their `return_url`, CORS the `Origin`).
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Browser features no page of ours uses, denied to our pages and to anything they frame (the
 * gateway's challenge, tracking tags). The widget uses none of them: no Payment Request or
 * wallet buttons (cards go through the gateway form), no passkeys, no location, camera or
 * fullscreen. Only names Chromium knows: an unknown one is a console error on every page.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'displayCapture',
  'encryptedMedia',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickeyCredentialsGet',
  'screenWakeLock',
  'serial',
  'usb',
  'xrSpatialTracking',
] as const;

export interface SecurityHeaderOptions {
  /** The server's public origin, read per answer (main.ts learns it once it listens). */
  publicOrigin: () => string;
  /**
   * FRAME_ANCESTORS (csp.ts `frameAncestorSources`), read per answer: `npm start` and the
   * journeys add their demo sites once these listen.
   */
  frameAncestors: readonly string[] | '*' | undefined;
}

/** Appends `frame-ancestors` to a policy that has none; a route's own choice is kept. */
function withFrameAncestors(policy: string | null, sources: string): string {
  if (!policy) return `frame-ancestors ${sources}`;
  return /(^|;)\s*frame-ancestors\s/i.test(policy)
    ? policy
    : `${policy.replace(/;\s*$/, '')}; frame-ancestors ${sources}`;
}

/**
 * Headers every answer carries (API JSON, pages, widget files, errors): no MIME sniffing, the
 * referrer rule above, the denied features, frame protection (CSP `frame-ancestors`, our own
 * pages only unless FRAME_ANCESTORS says more), and HSTS when the public origin is https
 * (behind a TLS-terminating proxy this process sees plain HTTP, so the origin decides). A header
 * a route sets itself (the gateway's `no-referrer`, its own `frame-ancestors`) is kept.
 *
 * Not sent, on purpose: Cross-Origin-Resource-Policy and -Opener-Policy (hotels' pages load the
 * widget files and photos cross-origin, set per route; the sign-in and payment windows talk to
 * their opener), and X-Frame-Options (it cannot list sites; browsers follow frame-ancestors).
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const fixed = secureHeaders({
    overwrite: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xFrameOptions: false,
    xDnsPrefetchControl: false,
    referrerPolicy: REFERRER_POLICY,
    permissionsPolicy: Object.fromEntries(DENIED_FEATURES.map((feature) => [feature, false])),
  });
  return async (c, next) => {
    await fixed(c, next);
    const headers = c.res.headers;
    if (options.publicOrigin().startsWith('https:') && !headers.has('Strict-Transport-Security'))
      headers.set('Strict-Transport-Security', HSTS);
    const sources = frameAncestorSources(options.frameAncestors);
    headers.set(
      'Content-Security-Policy',
      withFrameAncestors(headers.get('Content-Security-Policy'), sources),
    );
  };
}
