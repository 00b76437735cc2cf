import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CardTokenResponseSchema } from '../../src/api/contract/index.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import { CARD, cardInput } from '../payments/test-helpers.ts';
import { gatewayRoutes } from './gateway.ts';

const WIDGET = 'https://hotel.example';

function gatewayApp() {
  const gateway = createTestGateway(() => 'https://pay.test');
  const app = new Hono();
  app.route(
    '/gateway',
    gatewayRoutes({ gateway, allowedOrigins: [WIDGET], now: () => new Date() }),
  );
  return { app, gateway };
}

const post = (app: Hono, body: unknown, origin = WIDGET) =>
  app.request('/gateway/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });

describe('test gateway: POST /gateway/tokens', () => {
  it('returns an opaque token with brand and last four digits only', async () => {
    const { app } = gatewayApp();
    const res = await post(app, cardInput(CARD.succeeds));
    expect(res.status).toBe(201);
    const text = await res.text();
    const { data } = v.parse(CardTokenResponseSchema, JSON.parse(text));
    expect(data.brand).toBe('visa');
    expect(data.last4).toBe('4242');
    expect(data.token).toMatch(/^tok_[A-Za-z0-9_-]{20,}$/);
    expect(text).not.toContain('4242424242424242');
    expect(res.headers.get('access-control-allow-origin')).toBe(WIDGET);
  });

  it('answers CORS preflight for widget origins only', async () => {
    const { app } = gatewayApp();
    const preflight = (origin: string) =>
      app.request('/gateway/tokens', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const ok = await preflight(WIDGET);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(WIDGET);
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('rejects a bad checksum (3004), a past expiry (3005) and bad fields (1000)', async () => {
    const { app } = gatewayApp();
    const cases: [unknown, number, string][] = [
      [cardInput('4242 4242 4242 4241'), 3004, 'number'],
      [{ ...cardInput(CARD.succeeds), exp_year: 2020 }, 3005, 'exp_month'],
      [{ ...cardInput(CARD.succeeds), holder: '山田花子' }, 1000, 'holder'],
      [{ ...cardInput(CARD.succeeds), cvc: '12' }, 1000, 'cvc'],
      [{ ...cardInput(CARD.succeeds), number: 4242424242424242 }, 3004, 'number'],
      [{ ...cardInput(CARD.succeeds), extra: 1 }, 1000, 'extra'],
    ];
    for (const [body, code, field] of cases) {
      const res = await post(app, body);
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).not.toContain('424242424242');
      const error = (JSON.parse(text) as { errors: { code: number; payload: { field: string } }[] })
        .errors[0];
      expect(error?.code).toBe(code);
      expect(error?.payload.field).toBe(field);
    }
  });

  it('rejects non-JSON and oversize bodies', async () => {
    const { app } = gatewayApp();
    const form = await app.request('/gateway/tokens', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(form.status).toBe(415);
    const big = await post(app, { ...cardInput(CARD.succeeds), holder: 'A'.repeat(10_000) });
    expect(big.status).toBe(413);
  });

  it('serves the challenge page only while it is open, with a strict CSP', async () => {
    const { app, gateway } = gatewayApp();
    const { token } = await gateway.createToken('4000000000003220');
    const auth = await gateway.authorize(token, 12000, 'JPY', `${WIDGET}/back?x=1`);
    if (auth.status !== 'requires_3ds') throw new Error('expected 3-D Secure');
    const path = new URL(auth.challengeUrl).pathname;
    const page = await app.request(path);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`frame-ancestors ${WIDGET}`);
    expect(await page.text()).toContain('¥12,000');
    expect((await gateway.complete3ds(auth.paymentId)).status).toBe('pending');
    const bad = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=maybe',
    });
    expect(bad.status).toBe(400);
    const answer = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=cancelled',
    });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(back.origin).toBe(WIDGET);
    expect(back.searchParams.get('x')).toBe('1');
    expect(back.searchParams.get('outcome')).toBe('cancelled');
    expect(await gateway.complete3ds(auth.paymentId)).toEqual({ status: 'failed', code: 3008 });
    expect((await app.request(path)).status).toBe(404);
    expect((await app.request('/gateway/3ds/pay_unknown')).status).toBe(404);
  });
});
