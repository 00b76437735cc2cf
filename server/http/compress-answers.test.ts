import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress-answers.ts';

const big = JSON.stringify({ data: 'x'.repeat(4000) });

function app() {
  const hono = new Hono();
  hono.use('*', compressAnswers());
  hono.get('/json', (c) => c.body(big, 200, { 'Content-Type': 'application/json' }));
  hono.get('/varied', (c) =>
    c.body(big, 200, { 'Content-Type': 'application/json', Vary: 'Origin' }),
  );
  hono.get('/image', (c) => c.body(new Uint8Array(2000), 200, { 'Content-Type': 'image/png' }));
  hono.get('/away', () => Response.redirect('https://elsewhere.example/', 302));
  return hono;
}

describe('compressAnswers', () => {
  it('gzips a JSON answer for a client that accepts it, and says it varies on that', async () => {
    const res = await app().request('/json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const plain = await new Response(res.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(plain).toBe(big);
  });

  it('sends the same answer as it is to a client that does not, still varying on it', async () => {
    const res = await app().request('/json', { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(big);
  });

  it('adds to an answer’s own Vary once, and leaves images and redirects alone', async () => {
    const varied = await app().request('/varied', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(varied.headers.get('vary')).toBe('Origin, Accept-Encoding');
    const image = await app().request('/image', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(image.headers.get('vary')).toBeNull();
    expect(image.headers.get('content-encoding')).toBeNull();
    const moved = await app().request('/away');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('https://elsewhere.example/');
  });
});
