import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rejectNulBytes } from './no-nul.ts';

function app(): Hono {
  const hono = new Hono();
  hono.use('*', rejectNulBytes());
  hono.get('*', (c) => c.json({ ok: true }));
  return hono;
}

describe('rejectNulBytes', () => {
  it('answers 400 with code 1000 for a NUL byte in the path or the query', async () => {
    for (const [path, field] of [
      ['/api/v1/hotels/%00/settings/booking_widget', 'path'],
      ['/api/v1/rooms?code=a%00b', 'query'],
      ['/widget/chunks/x%00.js', 'path'],
    ] as const) {
      const res = await app().request(path);
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as { errors: { code: number; field?: string }[] };
      expect(body.errors[0]?.code, path).toBe(1000);
      expect(JSON.stringify(body), path).toContain(field);
    }
  });

  it('lets every other address through', async () => {
    expect((await app().request('/api/v1/rooms?code=sakura-tokyo&q=100%25')).status).toBe(200);
  });
});
