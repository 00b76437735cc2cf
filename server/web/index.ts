import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Hono } from 'hono';
import { contentTypeFor } from './content-type.ts';
import { hostedPageHtml } from './hosted-page.ts';
import { readManifest } from './manifest.ts';

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
 * Serves the built widget files (loader and hashed chunks, with CORS so any hotel page can
 * import them) and the hosted app's page for every other GET path.
 */
export function createWebApp(options: WebOptions): Hono {
  const app = new Hono();
  const root = normalize(options.widgetDir + sep);

  app.get('/widget/*', async (c) => {
    const relative = decodeURIComponent(c.req.path.slice('/widget/'.length));
    const file = normalize(join(root, relative));
    if (!file.startsWith(root)) return c.notFound();
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return c.notFound();
    }
    // Chunk names carry a content hash; the loader keeps a stable name and must stay fresh.
    const immutable = relative.startsWith('chunks/');
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': contentTypeFor(file),
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  app.get('/healthz', (c) => c.json({ ok: true }));

  app.get('*', async (c, next) => {
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const manifest = await readManifest(options.widgetDir);
    const ancestors = options.frameAncestors === '*' ? '*' : options.frameAncestors.join(' ');
    return c.html(hostedPageHtml(`/widget/${manifest.hosted}`), 200, {
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
