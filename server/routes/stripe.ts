import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from '../http/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  CHALLENGE_SCRIPT,
  challengeClosedHtml,
  frameResultHtml,
  returnWithOutcome,
} from '../payments/challenge-page.ts';
import { takeStripeEvent } from '../payments/stripe/webhook-events.ts';
import { vaultLookup } from '../payments/vaults.ts';
import { mailCancelled, mailSettled } from '../services/reservations/settled-mail.ts';
import type { AppEnv, RouteDeps } from './context.ts';

/** Where the Stripe pages and webhooks are served (outside `/gateway/`, the test gateway's). */
export const STRIPE_ROUTES = '/stripe';

/** Stripe's events are a few KB; anything far larger is not one. */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * `/stripe/…` (issue 43): the Stripe hotels' 3-D Secure pages and webhooks.
 *
 * - `GET /stripe/3ds/{hotel id}/{intent}`: the `challengeUrl` the booking answers; sends the
 *   guest on to Stripe's authentication page (in the widget's dialog frame or the whole tab).
 * - `GET /stripe/return/{hotel id}?payment_intent=…` (or `setup_intent=…`, a wallet's card):
 *   where Stripe sends them back. In the
 *   dialog's frame (`Sec-Fetch-Dest: iframe`) a page posts `hotel-booking:3ds-result` with the
 *   outcome to the widget (as the test gateway's frame page does); in a whole tab a 303 to the
 *   booking's return URL with `payment_id` and `outcome`. The outcome is read from Stripe, never
 *   from the query.
 * - `POST /stripe/webhooks/{hotel id}`: Stripe's events for that hotel's account, verified with
 *   the SDK and the hotel's signing secret, each taken once (webhook-events.ts).
 */
export function stripeRoutes(deps: RouteDeps & { mailer: Mailer; logger: Logger }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const allowed = deps.allowedOrigins;
  // The result page is framed by the widget: on the hotel's site or in the hosted app (self).
  const ancestors = allowed === '*' ? '*' : ["'self'", ...allowed].join(' ');
  const htmlHeaders = {
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${ancestors}`,
    ].join('; '),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  };
  const hotelOf = (value: string): number | null =>
    /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
  // A PaymentIntent (bookings, pay links) or a SetupIntent (a wallet's "Add a card").
  const intentOf = (value: string | undefined): string | null =>
    value && /^(pi|seti)_[A-Za-z0-9_]{1,200}$/.test(value) ? value : null;

  app.get('/3ds.js', (c) =>
    c.body(CHALLENGE_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    }),
  );

  app.get('/3ds/:hotel/:intent', async (c) => {
    const hotelId = hotelOf(c.req.param('hotel'));
    const intent = intentOf(c.req.param('intent'));
    const stripe = hotelId && intent ? await deps.gateways.stripe(hotelId) : null;
    const redirect = stripe && intent ? await stripe.challengeRedirect(intent) : null;
    if (!redirect) return c.html(challengeClosedHtml(), 404, htmlHeaders);
    return c.redirect(redirect, 303);
  });

  app.get('/return/:hotel', async (c) => {
    const hotelId = hotelOf(c.req.param('hotel'));
    const intent = intentOf(c.req.query('payment_intent') ?? c.req.query('setup_intent'));
    const stripe = hotelId && intent ? await deps.gateways.stripe(hotelId) : null;
    const back = stripe && intent ? await stripe.returnOf(intent) : null;
    if (!intent || !back?.returnUrl) return c.html(challengeClosedHtml(), 404, htmlHeaders);
    const to = returnWithOutcome(back.returnUrl, intent, back.outcome);
    if (c.req.header('sec-fetch-dest') === 'iframe') {
      return c.html(
        frameResultHtml(
          intent,
          back.outcome,
          to,
          new URL(back.returnUrl).origin,
          `${STRIPE_ROUTES}/3ds.js`,
        ),
        200,
        htmlHeaders,
      );
    }
    return c.redirect(to, 303);
  });

  const onDone = mailSettled({
    db: deps.db,
    mailer: deps.mailer,
    publicOrigin: () => deps.publicOrigin,
    now: deps.now,
    logger: deps.logger,
  });
  const onCancelled = mailCancelled({
    db: deps.db,
    mailer: deps.mailer,
    now: deps.now,
    logger: deps.logger,
  });

  // A deleted member's card is detached through the same vaults as their deletion's.
  const vaultOf = vaultLookup(deps.gateway, deps.gateways);

  app.post(
    '/webhooks/:hotel',
    bodyLimit({ maxSize: MAX_EVENT_BYTES, onError: (c) => c.json({ error: 'too large' }, 413) }),
    async (c) => {
      const hotelId = hotelOf(c.req.param('hotel'));
      const signature = c.req.header('stripe-signature');
      const secret = hotelId ? await deps.gateways.webhookSecret(hotelId) : null;
      const stripe = hotelId ? await deps.gateways.stripe(hotelId) : null;
      if (!hotelId || !secret || !stripe) return c.json({ error: 'unknown endpoint' }, 404);
      if (!signature) return c.json({ error: 'missing signature' }, 400);
      // The exact bytes Stripe signed: never a re-serialised JSON.
      const payload = await c.req.text();
      let event: Awaited<ReturnType<typeof stripe.verifyEvent>>;
      try {
        event = await stripe.verifyEvent(payload, signature, secret);
      } catch {
        deps.logger({ level: 'warn', msg: 'stripe webhook signature refused', hotel_id: hotelId });
        return c.json({ error: 'signature refused' }, 400);
      }
      const outcome = await takeStripeEvent(
        {
          db: deps.db,
          gateways: deps.gateways,
          vaultOf,
          logger: deps.logger,
          now: deps.now,
          onDone,
          onCancelled,
        },
        hotelId,
        event,
      );
      deps.logger({
        msg: 'stripe webhook',
        hotel_id: hotelId,
        event: event.id,
        type: event.type,
        outcome,
      });
      return c.json({ received: true, outcome });
    },
  );

  return app;
}
