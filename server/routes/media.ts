import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { catalogueSvg } from '../agency/photo.ts';

/** The committed placeholder room photos (hand-written SVG). */
export const ROOM_MEDIA_DIR = fileURLToPath(new URL('../media/rooms/', import.meta.url));

/** Only flat names: no dots beyond the extension, no slashes, so no way out of the folder. */
const FILE_NAME = /^[a-z0-9-]+\.svg$/;

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=86400',
  // An SVG opened directly is a document: no scripts, no fetches, only its own inline styles.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
  // Hotels' pages show these photos from another origin.
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

/**
 * `/media/rooms/<name>.svg`: room photos; `/media/hotels/<name>.svg`: the catalogue's drawn ones. Mounted before the web app so that no path under
 * /media/ ever falls through to the hosted app's page; anything else there is a plain 404.
 */
export function mediaRoutes(options: { roomsDir?: string } = {}): Hono {
  const dir = options.roomsDir ?? ROOM_MEDIA_DIR;
  const app = new Hono();
  app.get('/rooms/:name', async (c) => {
    const name = c.req.param('name');
    if (!FILE_NAME.test(name)) return c.notFound();
    let body: Buffer;
    try {
      body = await readFile(join(dir, name));
    } catch {
      return c.notFound();
    }
    return c.body(new Uint8Array(body), 200, SVG_HEADERS);
  });
  // The agency catalogue's photos, drawn from their names (server/agency/photo.ts).
  app.get('/hotels/:name', (c) => {
    const name = c.req.param('name');
    if (!FILE_NAME.test(name)) return c.notFound();
    return c.body(catalogueSvg(name.slice(0, -'.svg'.length)), 200, SVG_HEADERS);
  });
  app.all('*', (c) => c.notFound());
  return app;
}
