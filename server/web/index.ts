import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { agencyBaseOf, belowBase } from '../../src/rules/agency-base.ts';
import { hotelCodeInPath } from '../../src/rules/hotel-code.ts';
import {
  CONSOLE_PAGE_POLICY,
  CONSOLE_PERMISSIONS_POLICY,
  consolePageHtml,
  consolePageLocale,
} from './console-page.ts';
import { hostedPagePolicy, type StripeSources } from './csp.ts';
import { hostedPageHtml } from './hosted-page.ts';
import { readManifest } from './manifest.ts';
import { widgetFiles } from './widget-files.ts';

export interface WebOptions {
  /** Folder holding the built widget (dist/widget). */
  widgetDir: string;
  /**
   * Sites allowed to frame the hosted app (Content-Security-Policy frame-ancestors, see csp.ts
   * `frameAncestorSources`): `'*'` any site; undefined only this server's own pages.
   */
  frameAncestors: readonly string[] | '*' | undefined;
  /**
   * The tracking-tag policy of the hotel a page is opened for (its `code` or `hotel_code`):
   * null when the hotel has no tags. Absent: pages never run tags.
   */
  tagPolicy?: (code: string) => Promise<{ sources: readonly string[] } | null>;
  /**
   * What the hotel's card gateway adds to the policy: Stripe's sources for a Stripe hotel
   * (csp.ts `stripeSources`), null otherwise. Absent: no hotel uses Stripe.
   */
  gatewayPolicy?: (code: string) => Promise<StripeSources | null>;
}

/** Paths that belong to the APIs and are never answered with the hosted app's page. */
const API_PREFIXES = ['/api/', '/identity/', '/dev/', '/gateway/'];

/**
 * Serves the built widget files (see widget-files.ts), the hotel console's page at /console/
 * and every path below it, and the hosted app's page for every other GET path.
 */
export function createWebApp(options: WebOptions): Hono {
  const app = new Hono();
  app.get('/widget/*', widgetFiles(options.widgetDir));

  app.get('/console', (c) => c.redirect('/console/', 308));
  app.get('/console/*', async (c) => {
    const manifest = await readManifest(options.widgetDir);
    if (!manifest.console) throw new Error('The console is not built. Run "npm run build".');
    const locale = consolePageLocale(c.req.header('Cookie'), c.req.header('Accept-Language'));
    return c.html(consolePageHtml(`/widget/${manifest.console}`, locale), 200, {
      'Content-Security-Policy': CONSOLE_PAGE_POLICY,
      'Permissions-Policy': CONSOLE_PERMISSIONS_POLICY,
      // The page is written in the member's language (cookie, else the browser's).
      'Cache-Control': 'no-cache',
      Vary: 'Cookie, Accept-Language',
      'Referrer-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  app.get('*', async (c, next) => {
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const manifest = await readManifest(options.widgetDir);
    // The hotel of the page: its `code`, or the one its path names (`/reservation-tripla/{code}/…`,
    // an e-mail's `/member-registration-tripla/{code}/…`, the agency's `/ota/hotels/{code}`).
    const code =
      c.req.query('code') ??
      c.req.query('hotel_code') ??
      hotelCodeInPath(belowBase(c.req.path, agencyBaseOf(c.req.path)));
    const policy = code && options.tagPolicy ? await options.tagPolicy(code) : null;
    const tags = policy && { ...policy, nonce: randomBytes(16).toString('base64') };
    const stripe = code && options.gatewayPolicy ? await options.gatewayPolicy(code) : null;
    const entry = `/widget/${manifest.hosted}`;
    return c.html(hostedPageHtml(entry, c.req.query('locale'), tags?.nonce), 200, {
      'Content-Security-Policy': hostedPagePolicy({
        frameAncestors: options.frameAncestors,
        tags,
        stripe,
      }),
      // A page with a nonce must not be answered from a cache to another visit.
      ...(tags ? { 'Cache-Control': 'no-store' } : {}),
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
