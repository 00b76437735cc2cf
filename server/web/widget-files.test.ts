import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { widgetFiles } from './widget-files.ts';

const LOADER = 'customElements.define("hotel-booking", class extends HTMLElement {});';
const CHUNK = 'export const answer = 42;';

function serve(): Hono {
  const dir = mkdtempSync(join(tmpdir(), 'widget-files-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'hotel-booking.js'), LOADER);
  writeFileSync(join(dir, 'hotel-booking.js.br'), brotliCompressSync(LOADER));
  writeFileSync(join(dir, 'hotel-booking.js.gz'), gzipSync(LOADER));
  // A chunk with only a gzip copy: a browser asking for br gets gzip, not the raw file.
  writeFileSync(join(dir, 'chunks/widget-abc123.js'), CHUNK);
  writeFileSync(join(dir, 'chunks/widget-abc123.js.gz'), gzipSync(CHUNK));
  const app = new Hono();
  app.get('/widget/*', widgetFiles(dir));
  return app;
}

describe('widget files', () => {
  let app: Hono;
  beforeAll(() => {
    app = serve();
  });

  it('sends the Brotli copy to a browser that accepts it, with Vary and the type of the file', async () => {
    const res = await app.request('/widget/hotel-booking.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(LOADER);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await app.request('/widget/chunks/widget-abc123.js', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(CHUNK);
    const plain = await app.request('/widget/hotel-booking.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(LOADER);
  });

  it('caches hashed chunks for a year and revalidates the loader by its entity tag', async () => {
    const chunk = await app.request('/widget/chunks/widget-abc123.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const loader = await app.request('/widget/hotel-booking.js');
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    const tag = loader.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]{22}"$/);
    const again = await app.request('/widget/hotel-booking.js', {
      headers: { 'If-None-Match': `W/"other", ${tag}` },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await app.request('/widget/hotel-booking.js', {
      headers: { 'If-None-Match': '"other"' },
    });
    expect(changed.status).toBe(200);
  });

  it('does not serve the compressed copies, missing files or paths outside the folder', async () => {
    expect((await app.request('/widget/hotel-booking.js.br')).status).toBe(404);
    expect((await app.request('/widget/missing.js')).status).toBe(404);
    expect((await app.request('/widget/..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });
});
