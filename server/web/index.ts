import { Hono } from 'hono';
import { hostedPageHtml } from './hosted-page.ts';
import { readManifest } from './manifest.ts';
import { widgetFiles } from './widget-files.ts';

export interface WebOptions {
  /** Folder holding the built widget (dist/widget). */
  widgetDir: string;
  /**
   * Origins allowed to frame the hosted app (Content-Security-Policy frame-ancestors).
   * `'*'` allows any site to embed it, which is what a public booking widget needs by default.
   */
  frameAncestors: readonly string[] | '*';
}

/** Paths that belong to the APIs and are never answered with the hosted app's page. */
const API_PREFIXES = ['/api/', '/identity/', '/dev/', '/gateway/'];

/**
 * Serves the built widget files (see widget-files.ts) and the hosted app's page for every other
 * GET path.
 */
export function createWebApp(options: WebOptions): Hono {
  const app = new Hono();
  app.get('/widget/*', widgetFiles(options.widgetDir));

  app.get('*', async (c, next) => {
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const manifest = await readManifest(options.widgetDir);
    const ancestors = options.frameAncestors === '*' ? '*' : options.frameAncestors.join(' ');
    return c.html(hostedPageHtml(`/widget/${manifest.hosted}`, c.req.query('locale')), 200, {
      'Content-Security-Policy': [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data: https:",
        "connect-src 'self'",
        "frame-src 'self'",
        "base-uri 'none'",
        "object-src 'none'",
        `frame-ancestors ${ancestors || "'none'"}`,
      ].join('; '),
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
