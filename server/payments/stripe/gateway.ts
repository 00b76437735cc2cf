import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { PaymentErrorCode } from '../../../src/api/contract/index.ts';
import type {
  AuthorizeResult,
  CardSummary,
  Complete3dsResult,
  GatewayPaymentState,
  PaymentGateway,
  SettleResult,
  VaultResult,
} from '../gateway.ts';
import { fromStripeAmount, toStripeAmount } from './amounts.ts';
import {
  outcomeOfSetup,
  type StripeCardSetup,
  savedCardToken,
  stripeCardSetup,
} from './card-setup.ts';
import { codeOfStripeError, isNoAnswer } from './errors.ts';
import { customerOfMember, savedCardOfIntent, saveParams } from './save-while-paying.ts';

/** Where the SDK sends its calls: Stripe itself, or the local fake (tests, demo). */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeGatewayOptions {
  /** The hotel's secret key (`sk_test_…` / `sk_live_…`, or a restricted `rk_…`). */
  secretKey: string;
  /** The hotel whose account this is: named in the 3-D Secure pages' paths. */
  hotelId: number;
  /** This server's public origin (a getter: known only once it listens). */
  origin: () => string;
  /** Default: api.stripe.com. */
  endpoint?: StripeEndpoint | undefined;
  /** Per call; the booking's own 30 s bound (with-timeout.ts) stays the outer one. */
  timeoutMs?: number;
}

/**
 * The Stripe gateway with what its own pages, webhooks and the member wallet need beyond
 * `PaymentGateway`.
 */
export interface StripeGateway extends PaymentGateway, StripeCardSetup {
  /** Saved cards are kept per hotel: a Customer lives in one Stripe account. */
  readonly vaultName: string;
  /**
   * Stripe's 3-D Secure page of a PaymentIntent (`pi_…`) or SetupIntent (`seti_…`) waiting for
   * it; null when none is open.
   */
  challengeRedirect(intentId: string): Promise<string | null>;
  /** After Stripe's page: the outcome and where the guest goes back to (null: unknown). */
  returnOf(
    intentId: string,
  ): Promise<{ outcome: 'approved' | 'failed' | 'cancelled'; returnUrl: string | null }>;
  /** A webhook delivery verified with the SDK (throws when the signature does not match). */
  verifyEvent(payload: string, signature: string, secret: string): Promise<Stripe.Event>;
}

/**
 * A saved card's reusable token as `authorize` takes it: the Stripe customer and the card
 * (PaymentMethod) attached to it by a SetupIntent. The provider stores only this string.
 */
const SAVED_SEPARATOR = '/';
const savedToken = savedCardToken;
function parseSaved(token: string): { customer: string; paymentMethod: string } | null {
  const [customer, paymentMethod, extra] = token.split(SAVED_SEPARATOR);
  if (!customer?.startsWith('cus_') || !paymentMethod?.startsWith('pm_') || extra !== undefined)
    return null;
  return { customer, paymentMethod };
}

/** The SDK client for one hotel's key; network retries reuse each call's idempotency key. */
export function stripeClient(options: {
  secretKey: string;
  endpoint?: StripeEndpoint | undefined;
  timeoutMs?: number;
}): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    ...(options.endpoint
      ? {
          host: options.endpoint.host,
          port: options.endpoint.port,
          protocol: options.endpoint.protocol,
        }
      : {}),
  });
}

/** The card's brand and last four from an (expanded) PaymentMethod. */
function cardOf(pm: string | Stripe.PaymentMethod | null): CardSummary {
  if (!pm || typeof pm === 'string' || !pm.card) return { brand: 'unknown', last4: '' };
  return { brand: pm.card.brand === 'mastercard' ? 'master' : pm.card.brand, last4: pm.card.last4 };
}

/**
 * What Stripe holds for a PaymentIntent, in our minor units (refund reconciliation). `refunded`
 * is the sum of its refunds (listed, not the charge's `amount_refunded`, which may also count the
 * part of a partial capture that was released and never taken).
 */
export function stateOfIntent(
  pi: Stripe.PaymentIntent,
  refundedStripe: number,
): GatewayPaymentState {
  const currency = pi.currency;
  const amount = fromStripeAmount(pi.amount, currency);
  const captured = fromStripeAmount(pi.amount_received, currency);
  const refunded = fromStripeAmount(refundedStripe, currency);
  const state: GatewayPaymentState['state'] = (() => {
    switch (pi.status) {
      case 'requires_action':
      case 'requires_confirmation':
      case 'processing':
        return 'challenge';
      case 'requires_capture':
        return 'authorized';
      case 'succeeded':
        return refunded > 0 && refunded >= captured ? 'refunded' : 'captured';
      case 'canceled':
        return 'cancelled';
      default:
        return 'failed';
    }
  })();
  return { state, amount, captured, refunded };
}

/** The outcome word the 3-D Secure return hands to the widget (`approved` / `failed` / …). */
export function outcomeOfIntent(pi: Stripe.PaymentIntent): 'approved' | 'failed' | 'cancelled' {
  if (pi.status === 'requires_capture' || pi.status === 'succeeded') return 'approved';
  if (pi.status === 'canceled') return 'cancelled';
  return 'failed';
}

/**
 * The `PaymentGateway` of one hotel's Stripe account (issue 43), through the official SDK.
 *
 * - `authorize` creates and confirms a PaymentIntent with the browser's PaymentMethod (`pm_…`,
 *   made by Stripe.js: the card never reaches this server) or a saved card
 *   (`cus_…/pm_…`): capture `automatic` for pre-paid plans, `manual` for a card held at the
 *   hotel. A 3-D Secure next action answers `requires_3ds` with this server's challenge page,
 *   which sends the guest to Stripe's and brings them back with `payment_id` and `outcome`.
 * - Every call that moves money (create, capture, cancel, refund, customer and SetupIntent)
 *   carries an idempotency key: retries of the same call (the SDK's network retries, two
 *   processes settling one payment) move money once. Capture, cancel and refund keys are
 *   derived from what they do, so two processes doing the same thing share one.
 * - Refusals answer the catalogue codes (errors.ts); a call Stripe never answered throws
 *   (the caller cannot know whether it happened: refund reconciliation asks `status` later).
 */
export function createStripeGateway(options: StripeGatewayOptions): StripeGateway {
  const stripe = stripeClient(options);
  const challengeUrl = (id: string) =>
    `${options.origin()}/stripe/3ds/${options.hotelId}/${encodeURIComponent(id)}`;
  const returnUrl = () => `${options.origin()}/stripe/return/${options.hotelId}`;
  const retrieve = (id: string) =>
    stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
  /** The intent and its refunds (in Stripe's units): what `status` and `refund` judge by. */
  const holding = async (
    id: string,
  ): Promise<{ pi: Stripe.PaymentIntent; state: GatewayPaymentState }> => {
    const pi = await retrieve(id);
    let refunded = 0;
    if (pi.status === 'succeeded') {
      for await (const r of stripe.refunds.list({ payment_intent: id, limit: 100 }))
        if (r.status === 'succeeded' || r.status === 'pending') refunded += r.amount;
    }
    return { pi, state: stateOfIntent(pi, refunded) };
  };
  /** A refusal Stripe answered (no money moved); anything else is thrown on. */
  const refused = (error: unknown): SettleResult => {
    if (error instanceof Stripe.errors.StripeError && !isNoAnswer(error))
      return { ok: false, code: codeOfStripeError(error) };
    throw error;
  };

  const retrieveSetup = (id: string) => stripe.setupIntents.retrieve(id);

  return {
    name: 'stripe',
    vaultName: `stripe:${options.hotelId}`,
    ...stripeCardSetup(stripe, { returnUrl, challengeUrl }),
    async challengeRedirect(id) {
      const intent = id.startsWith('seti_') ? await retrieveSetup(id) : await retrieve(id);
      return intent.status === 'requires_action' && intent.next_action?.redirect_to_url?.url
        ? intent.next_action.redirect_to_url.url
        : null;
    },
    async returnOf(id) {
      if (id.startsWith('seti_')) {
        const seti = await retrieveSetup(id);
        const back = seti.metadata?.hb_return_url;
        return { outcome: outcomeOfSetup(seti), returnUrl: back ? back : null };
      }
      const pi = await retrieve(id);
      const back = pi.metadata?.hb_return_url;
      return { outcome: outcomeOfIntent(pi), returnUrl: back ? back : null };
    },
    verifyEvent: (payload, signature, secret) =>
      stripe.webhooks.constructEventAsync(payload, signature, secret),
    async authorize(token, amount, currency, guestReturnUrl, capture = 'manual', save) {
      const saved = parseSaved(token);
      if (!saved && !token.startsWith('pm_'))
        return { status: 'failed', code: PaymentErrorCode.declined };
      let pi: Stripe.PaymentIntent;
      try {
        // "Save this card" (a new card only): paid on the member's Customer, kept by Stripe
        // once authorised (save-while-paying.ts).
        const saving =
          save && !saved
            ? saveParams(await customerOfMember(stripe, save), save.memberId)
            : { metadata: {} };
        pi = await stripe.paymentIntents.create(
          {
            amount: toStripeAmount(amount, currency),
            currency: currency.toLowerCase(),
            payment_method: saved ? saved.paymentMethod : token,
            ...(saved ? { customer: saved.customer } : {}),
            allowed_payment_method_types: ['card'],
            capture_method: capture,
            confirm: true,
            return_url: returnUrl(),
            ...saving,
            // Where the 3-D Secure return sends the guest (the widget or pay-link page).
            metadata: { ...saving.metadata, hb_return_url: guestReturnUrl.slice(0, 500) },
            expand: ['payment_method'],
          },
          // A fresh key per booking attempt: the SDK's retries of this one call reuse it.
          { idempotencyKey: `hb-authorize-${randomUUID()}` },
        );
      } catch (error) {
        if (isNoAnswer(error)) return { status: 'failed', code: PaymentErrorCode.timeout };
        if (error instanceof Stripe.errors.StripeError)
          return { status: 'failed', code: codeOfStripeError(error) };
        throw error;
      }
      const card = cardOf(pi.payment_method);
      if (pi.status === 'requires_capture' || pi.status === 'succeeded')
        return { status: 'authorized', paymentId: pi.id, ...card };
      if (pi.status === 'requires_action' && pi.next_action?.type === 'redirect_to_url')
        return {
          status: 'requires_3ds',
          paymentId: pi.id,
          challengeUrl: challengeUrl(pi.id),
          ...card,
        };
      // Anything else (another next action this integration does not run): nothing is kept.
      await stripe.paymentIntents
        .cancel(pi.id, {}, { idempotencyKey: `hb-cancel-${pi.id}` })
        .catch(() => undefined);
      const code = pi.last_payment_error
        ? codeOfStripeError(pi.last_payment_error)
        : PaymentErrorCode.failed;
      return { status: 'failed', code, card };
    },
    async savedCardOf(id) {
      return savedCardOfIntent(await retrieve(id));
    },
    async complete3ds(id): Promise<Complete3dsResult> {
      const pi = await retrieve(id);
      switch (pi.status) {
        case 'requires_capture':
        case 'succeeded':
          return { status: 'authorized' };
        case 'requires_action':
        case 'processing':
          return { status: 'pending' };
        case 'canceled':
          return { status: 'failed', code: PaymentErrorCode.threeDsCancelled };
        default:
          return {
            status: 'failed',
            code: pi.last_payment_error
              ? codeOfStripeError(pi.last_payment_error)
              : PaymentErrorCode.threeDsFailed,
          };
      }
    },
    async capture(id, amount) {
      const pi = await retrieve(id);
      // Automatic capture (pre-paid) has already taken the money.
      if (pi.status === 'succeeded') return { ok: true };
      if (pi.status !== 'requires_capture') return { ok: false, code: PaymentErrorCode.failed };
      const authorised = fromStripeAmount(pi.amount_capturable, pi.currency);
      const take = amount ?? authorised;
      if (!Number.isInteger(take) || take <= 0 || take > authorised)
        return { ok: false, code: PaymentErrorCode.failed };
      try {
        await stripe.paymentIntents.capture(
          id,
          { amount_to_capture: toStripeAmount(take, pi.currency) },
          { idempotencyKey: `hb-capture-${id}-${take}` },
        );
        return { ok: true };
      } catch (error) {
        return refused(error);
      }
    },
    async cancel(id) {
      const pi = await retrieve(id);
      if (pi.status === 'canceled') return { ok: true };
      if (pi.status === 'succeeded') return { ok: false, code: PaymentErrorCode.failed };
      try {
        await stripe.paymentIntents.cancel(
          id,
          { cancellation_reason: 'abandoned' },
          { idempotencyKey: `hb-cancel-${id}` },
        );
        return { ok: true };
      } catch (error) {
        return refused(error);
      }
    },
    async refund(id, amount) {
      const { pi, state } = await holding(id);
      if (state.state !== 'captured') return { ok: false, code: PaymentErrorCode.failed };
      if (!Number.isInteger(amount) || amount <= 0 || state.refunded + amount > state.captured)
        return { ok: false, code: PaymentErrorCode.failed };
      try {
        await stripe.refunds.create(
          { payment_intent: id, amount: toStripeAmount(amount, pi.currency) },
          // Refunds add up: the key names the total already refunded, so a retry of this
          // refund is one refund, and the next refund (after this one) is a new one.
          { idempotencyKey: `hb-refund-${id}-${state.refunded}-${amount}` },
        );
        return { ok: true };
      } catch (error) {
        return refused(error);
      }
    },
    async status(id) {
      try {
        return (await holding(id)).state;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return null;
        throw error;
      }
    },
    async vaultCard(token): Promise<VaultResult> {
      if (!token.startsWith('pm_')) return { ok: false, code: PaymentErrorCode.declined };
      try {
        const customer = await stripe.customers.create(
          { metadata: { hb_source: 'member_wallet' } },
          { idempotencyKey: `hb-customer-${token}` },
        );
        const setup = await stripe.setupIntents.create(
          {
            customer: customer.id,
            payment_method: token,
            allowed_payment_method_types: ['card'],
            usage: 'off_session',
            confirm: true,
            expand: ['payment_method'],
          },
          { idempotencyKey: `hb-setup-${token}` },
        );
        const pm = setup.payment_method;
        if (setup.status !== 'succeeded' || !pm || typeof pm === 'string' || !pm.card) {
          // A card that asks for 3-D Secure to be saved: not kept (the wallet's "add a card"
          // has no challenge step); nothing was charged.
          await stripe.setupIntents.cancel(setup.id).catch(() => undefined);
          await stripe.customers.del(customer.id).catch(() => undefined);
          return { ok: false, code: PaymentErrorCode.threeDsFailed };
        }
        return {
          ok: true,
          customerToken: savedToken(customer.id, pm.id),
          ...cardOf(pm),
          expMonth: pm.card.exp_month,
          expYear: pm.card.exp_year,
        };
      } catch (error) {
        if (isNoAnswer(error)) return { ok: false, code: PaymentErrorCode.timeout };
        if (error instanceof Stripe.errors.StripeError)
          return { ok: false, code: codeOfStripeError(error) };
        throw error;
      }
    },
    async removeVaultedCard(customerToken) {
      const saved = parseSaved(customerToken);
      if (!saved) return;
      try {
        await stripe.paymentMethods.detach(saved.paymentMethod);
      } catch (error) {
        // Idempotent: a card Stripe no longer has, or no longer attached to a customer, is
        // removed already (a repeated delete, or one whose answer was lost). Anything else
        // (Stripe unreachable, its error) is thrown: the wallet keeps the card and says so.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const pm = await stripe.paymentMethods.retrieve(saved.paymentMethod).catch((e: unknown) => {
          if (e instanceof Stripe.errors.StripeInvalidRequestError && e.statusCode === 404)
            return null;
          throw e;
        });
        if (pm?.customer) throw error;
      }
    },
  };
}

export type { AuthorizeResult };
