import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import {
  CardTokenRequestSchema,
  ErrorCode,
  PaymentErrorCode,
} from '../../src/api/contract/index.ts';
import { DomainError } from '../domain/errors.ts';
import { errorResponse } from '../http/errors.ts';
import { cardNumberValid, expired, normaliseNumber } from '../payments/cards.ts';
import {
  CHALLENGE_CSS,
  CHALLENGE_SCRIPT,
  challengeClosedHtml,
  challengePageHtml,
  frameResultHtml,
  returnWithOutcome,
} from '../payments/challenge-page.ts';
import { CHALLENGE_ANSWERS, type TestGateway } from '../payments/test-gateway.ts';
import type { AppEnv } from './context.ts';

export interface GatewayRouteOptions {
  gateway: TestGateway;
  /** Widget origins allowed to tokenise and to frame the challenge; `'*'` for any. */
  allowedOrigins: readonly string[] | '*';
  now: () => Date;
}

/** Field errors of the token body, without ever echoing the value sent (it may be a card). */
function tokenInputError(input: unknown): DomainError | null {
  const result = v.safeParse(CardTokenRequestSchema, input);
  if (result.success) return null;
  const issue = result.issues[0];
  const field = (issue && v.getDotPath(issue)) || 'body';
  const code = field === 'number' ? PaymentErrorCode.cardNumber : ErrorCode.invalid;
  return new DomainError(code, 400, `${field} is invalid`, field);
}

/**
 * `/gateway/…`: the built-in test payment gateway as a real HTTP service: tokenisation (CORS
 * for widget origins) and the 3-D Secure challenge page. Card numbers are checked and dropped:
 * only brand, last four digits and the outcome are kept, in memory.
 */
export function gatewayRoutes(options: GatewayRouteOptions): Hono<AppEnv> {
  const { gateway, allowedOrigins } = options;
  const app = new Hono<AppEnv>();
  const fail = (status: number, code: number, message: string, field?: string) =>
    new DomainError(code, status, message, field);

  app.use(
    '/tokens',
    cors({
      origin:
        allowedOrigins === '*'
          ? '*'
          : (origin) => (allowedOrigins.includes(origin) ? origin : null),
      allowMethods: ['POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'X-Request-Id'],
      maxAge: 600,
    }),
  );
  app.use(
    '*',
    bodyLimit({
      maxSize: 4096,
      onError: (c) => errorResponse(c, fail(413, ErrorCode.payloadTooLarge, 'body too large')),
    }),
  );

  app.post('/tokens', async (c) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json'))
      return errorResponse(c, fail(415, ErrorCode.invalid, 'body must be application/json'));
    let input: unknown;
    try {
      input = await c.req.json();
    } catch {
      return errorResponse(c, fail(400, ErrorCode.invalid, 'body is not valid JSON', 'body'));
    }
    const bad = tokenInputError(input);
    if (bad) return errorResponse(c, bad);
    const card = v.parse(CardTokenRequestSchema, input);
    const digits = normaliseNumber(card.number);
    if (!cardNumberValid(digits))
      return errorResponse(
        c,
        fail(400, PaymentErrorCode.cardNumber, 'Check the card number.', 'number'),
      );
    if (expired(card.exp_month, card.exp_year, options.now()))
      return errorResponse(
        c,
        fail(400, PaymentErrorCode.expiry, 'Check the expiry date.', 'exp_month'),
      );
    const { token, brand, last4 } = await gateway.createToken(digits, {
      month: card.exp_month,
      year: card.exp_year,
    });
    return c.json({ data: { token, brand, last4 } }, 201, { 'Cache-Control': 'no-store' });
  });

  const ancestors = allowedOrigins === '*' ? '*' : allowedOrigins.join(' ') || "'none'";
  const htmlHeaders = {
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "form-action 'self' http: https:",
      "base-uri 'none'",
      `frame-ancestors ${ancestors}`,
    ].join('; '),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };

  app.get('/3ds.js', (c) =>
    c.body(CHALLENGE_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    }),
  );
  app.get('/3ds.css', (c) =>
    c.body(CHALLENGE_CSS, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    }),
  );

  app.get('/3ds/:id', async (c) => {
    const payment = await gateway.findPayment(c.req.param('id'));
    if (payment?.state !== 'challenge') return c.html(challengeClosedHtml(), 404, htmlHeaders);
    return c.html(challengePageHtml(payment, c.req.query('mode') === 'frame'), 200, htmlHeaders);
  });

  app.post('/3ds/:id', async (c) => {
    const id = c.req.param('id');
    const form = await c.req.parseBody();
    const outcome = CHALLENGE_ANSWERS.find((a) => a === form.outcome);
    const payment = await gateway.findPayment(id);
    if (!outcome || !payment || !(await gateway.answerChallenge(id, outcome)))
      return c.html(challengeClosedHtml(), outcome ? 409 : 400, htmlHeaders);
    // The "fails 3-D Secure" card may have turned an approval into a failure.
    const result = payment.answer ?? outcome;
    if (form.mode === 'frame') {
      return c.html(
        frameResultHtml(
          id,
          result,
          returnWithOutcome(payment.returnUrl, id, result),
          new URL(payment.returnUrl).origin,
        ),
        200,
        htmlHeaders,
      );
    }
    return c.redirect(returnWithOutcome(payment.returnUrl, id, result), 303);
  });

  return app;
}
