import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type ApiCorsOptions, apiCors } from './api-cors.ts';

const options = (origins: ApiCorsOptions['origins']): ApiCorsOptions => ({
  origins,
  allowMethods: ['GET', 'POST'],
  allowHeaders: ['x-client-session'],
  exposeHeaders: ['X-Request-Id', 'Retry-After'],
  maxAge: 600,
});

function appWith(origins: ApiCorsOptions['origins']) {
  const app = new Hono();
  app.use('*', apiCors(options(origins)));
  app.get('/json', (c) => c.body('{"data":1}', 200, { 'Content-Type': 'application/json' }));
  app.get('/away', () => Response.redirect('https://elsewhere.example/', 302));
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json({ error: 'internal' }, 500));
  return app;
}

describe('apiCors', () => {
  it('lets any page read an answer when every origin is allowed, body untouched', async () => {
    const res = await appWith('*').request('/json', { headers: { Origin: 'https://a.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe('X-Request-Id,Retry-After');
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.text()).toBe('{"data":1}');
  });

  it('names only a listed origin, and varies by origin', async () => {
    const app = appWith(['https://hotel.example']);
    const listed = await app.request('/json', { headers: { Origin: 'https://hotel.example' } });
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://hotel.example');
    expect(listed.headers.get('vary')).toBe('Origin');
    const other = await app.request('/json', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('vary')).toBe('Origin');
    expect(await other.text()).toBe('{"data":1}');
  });

  it('answers preflights with the allowed methods, headers and lifetime', async () => {
    const res = await appWith(['https://hotel.example']).request('/json', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://hotel.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-client-session',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://hotel.example');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('x-client-session');
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });

  it('puts its headers on errors and on answers whose headers cannot change', async () => {
    const app = appWith('*');
    const failed = await app.request('/fails', { headers: { Origin: 'https://a.example' } });
    expect(failed.status).toBe(500);
    expect(failed.headers.get('access-control-allow-origin')).toBe('*');
    const moved = await app.request('/away', { headers: { Origin: 'https://a.example' } });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('https://elsewhere.example/');
    expect(moved.headers.get('access-control-allow-origin')).toBe('*');
  });
});
