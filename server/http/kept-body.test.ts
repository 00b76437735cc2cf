import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress-answers.ts';
import { acceptsGzip, keptBody, sendKeptBody } from './kept-body.ts';

describe('acceptsGzip', () => {
  it('reads gzip named or by wildcard, and a q of 0 as a refusal', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('sendKeptBody', () => {
  const json = JSON.stringify({ data: 'room '.repeat(500) });
  const kept = keptBody(json);
  const app = new Hono();
  app.use('*', compressAnswers());
  app.get('/search', (c) => sendKeptBody(c, kept));

  it('gzips once and sends the same bytes to every client that accepts gzip', async () => {
    const first = await app.request('/search', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(json);
    const made = kept.gzip;
    expect(made).not.toBeNull();
    const second = await app.request('/search', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(json);
    expect(kept.gzip).toBe(made);
  });

  it('sends the text to a client without gzip, and small answers as text to all', async () => {
    const plain = await app.request('/search', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(json);
    const small = new Hono();
    small.get('/small', (c) => sendKeptBody(c, keptBody('{"data":[]}')));
    const res = await small.request('/small', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('{"data":[]}');
  });
});
