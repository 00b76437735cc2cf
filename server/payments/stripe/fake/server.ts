import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { cardOfNumber, type FakeCardSpec, luhnValid, TEST_PAYMENT_METHODS } from './cards.ts';
import fixtures from './fixtures.json' with { type: 'json' };
import { type FormObject, listOf, objectOf, parseForm, stringOf } from './form.ts';
import { STRIPE_JS_STAND_IN } from './stripe-js.ts';

/**
 * A local stand-in for Stripe's API (tests and the demo cannot reach Stripe): exactly the
 * endpoints the adapter (`../gateway.ts`) and the stand-in Stripe.js call, objects shaped from
 * Stripe's published fixtures (`fixtures.json`, from the public `stripe/openapi` repository's
 * `openapi/fixtures3.json`) with the fields these calls change. POSTs honour `Idempotency-Key`
 * (the same key replays the first answer with `Idempotent-Replayed: true`, as Stripe does).
 * State changes are delivered as signed webhook events (signatures by the SDK's
 * `webhooks.generateTestHeaderString`) to the endpoints added with `addWebhook`.
 *
 * Not Stripe: no balances, disputes, currencies' minimums or Radar; one account for every key.
 */
export interface FakeStripe {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly endpoint: { host: string; port: number; protocol: 'http' };
  /** Delivers every later event to `url`, signed with `secret` (a `whsec_…`). */
  addWebhook(url: string, secret: string): void;
  /** The calls received, in order (`POST /v1/payment_intents`, with their idempotency keys). */
  readonly requests: readonly { method: string; path: string; idempotencyKey: string | null }[];
  /** Events sent (tests wait on them). */
  readonly events: readonly Stripe.Event[];
  /**
   * Answers the 3-D Secure page of a PaymentIntent or SetupIntent as the guest would (tests
   * without a browser); the URL Stripe would send them back to.
   */
  answerChallenge(intentId: string, answer: 'complete' | 'fail'): string;
  /** While on, detaching a card fails as a Stripe outage would (HTTP 500): tests of deletion. */
  failDetaches(on: boolean): void;
  /** Waits until every webhook delivery started so far has been answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
const clone = <T>(value: T): T => structuredClone(value);
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

interface FakeMethod {
  id: string;
  spec: FakeCardSpec;
  expMonth: number;
  expYear: number;
  customer: string | null;
  /** A PaymentMethod not attached to a customer pays once, as at Stripe. */
  used: boolean;
}

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new FakeError(400, { type: 'invalid_request_error', message, param, code });
const missing = (id: string) =>
  new FakeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such object: '${id}'`,
  });

/** Decline codes of the behaviours (Stripe's `code` / `decline_code`). */
const DECLINES: Partial<
  Record<FakeCardSpec['behaviour'], { code: string; decline_code?: string }>
> = {
  declined: { code: 'card_declined', decline_code: 'generic_decline' },
  expired: { code: 'expired_card' },
  processing_error: { code: 'processing_error' },
};

export async function startFakeStripe(options: { port?: number } = {}): Promise<FakeStripe> {
  const methods = new Map<string, FakeMethod>();
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const setups = new Map<string, Json>();
  const refunds: Json[] = [];
  const replays = new Map<string, { status: number; body: Json }>();
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  const events: Stripe.Event[] = [];
  const hooks: { url: string; secret: string }[] = [];
  const deliveries = new Set<Promise<unknown>>();
  const signer = new Stripe('sk_test_fake_signer');
  let origin = '';
  let failDetach = false;

  const methodOf = (id: string): FakeMethod => {
    const known = methods.get(id);
    if (known) return known;
    const test = TEST_PAYMENT_METHODS[id];
    if (!test) throw missing(id);
    // Stripe's test ids make a fresh PaymentMethod each time they are used.
    const made: FakeMethod = {
      id: newId('pm'),
      spec: test,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      customer: null,
      used: false,
    };
    methods.set(made.id, made);
    return made;
  };
  const methodJson = (m: FakeMethod): Json => {
    const pm = clone(fixtures.payment_method) as Json;
    const card = clone(fixtures.payment_method.card);
    Object.assign(card, {
      brand: m.spec.brand,
      display_brand: m.spec.brand,
      last4: m.spec.last4,
      exp_month: m.expMonth,
      exp_year: m.expYear,
    });
    return Object.assign(pm, {
      id: m.id,
      card,
      customer: m.customer,
      created: now(),
      metadata: {},
      billing_details: {
        ...clone(fixtures.payment_method.billing_details),
        email: null,
        phone: null,
      },
    });
  };

  const emit = (type: string, object: Json): void => {
    const event = Object.assign(clone(fixtures.event) as Json, {
      id: newId('evt'),
      type,
      created: now(),
      data: { object: clone(object) },
      api_version: Stripe.API_VERSION,
    }) as unknown as Stripe.Event;
    events.push(event);
    const payload = JSON.stringify(event);
    for (const hook of hooks) {
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: hook.secret });
      const sent = fetch(hook.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
        body: payload,
      })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      deliveries.add(sent);
      void sent.finally(() => deliveries.delete(sent));
    }
  };

  /** The PaymentIntent with what the caller asked to expand. */
  const intentView = (pi: Json, expand: string[]): Json => {
    const view = clone(pi);
    if (expand.includes('payment_method') && typeof pi.payment_method === 'string')
      view.payment_method = methodJson(methodOf(pi.payment_method));
    if (expand.includes('latest_charge') && typeof pi.latest_charge === 'string')
      view.latest_charge = clone(charges.get(pi.latest_charge) ?? null);
    return view;
  };
  const intentOf = (id: string): Json => {
    const pi = intents.get(id);
    if (!pi) throw missing(id);
    return pi;
  };

  /** A charge for the authorised amount; `captured` when the capture is automatic. */
  const charge = (pi: Json, captured: boolean): void => {
    const ch = Object.assign(clone(fixtures.charge) as Json, {
      id: newId('ch'),
      amount: pi.amount,
      amount_captured: captured ? pi.amount : 0,
      amount_refunded: 0,
      refunded: false,
      captured,
      currency: pi.currency,
      payment_intent: pi.id,
      payment_method: pi.payment_method,
      created: now(),
      metadata: {},
      refunds: { object: 'list', data: [], has_more: false, url: '/v1/refunds' },
    });
    charges.set(String(ch.id), ch);
    pi.latest_charge = ch.id;
    // As Stripe: `setup_future_usage` attaches the card to the Customer once authorised.
    if (pi.setup_future_usage && typeof pi.customer === 'string')
      methodOf(String(pi.payment_method)).customer = pi.customer;
    if (captured) {
      pi.status = 'succeeded';
      pi.amount_received = pi.amount;
      pi.amount_capturable = 0;
      emit('payment_intent.succeeded', pi);
    } else {
      pi.status = 'requires_capture';
      pi.amount_capturable = pi.amount;
      emit('payment_intent.amount_capturable_updated', pi);
    }
  };
  /** A card refusal: the intent waits for another card, the error names it (HTTP 402). */
  const decline = (pi: Json, spec: FakeCardSpec): FakeError => {
    const reason = DECLINES[spec.behaviour] ?? {
      code: 'card_declined',
      decline_code: 'generic_decline',
    };
    const error = { type: 'card_error', message: 'Your card was declined.', ...reason };
    pi.status = 'requires_payment_method';
    pi.last_payment_error = error;
    emit('payment_intent.payment_failed', pi);
    return new FakeError(402, { ...error, payment_intent: clone(pi) });
  };

  const createIntent = (form: FormObject): Json => {
    const amount = Number(stringOf(form.amount));
    const currency = stringOf(form.currency);
    if (!Number.isInteger(amount) || amount <= 0) throw invalid('Invalid integer', 'amount');
    if (!currency || !/^[a-z]{3}$/.test(currency)) throw invalid('Invalid currency', 'currency');
    const pmId = stringOf(form.payment_method);
    if (!pmId) throw invalid('Missing payment_method', 'payment_method');
    const method = methodOf(pmId);
    const customer = stringOf(form.customer) ?? null;
    if (customer && !customers.has(customer)) throw missing(customer);
    const futureUsage = stringOf(form.setup_future_usage) ?? null;
    if (futureUsage && !customer)
      throw invalid('setup_future_usage requires a customer', 'setup_future_usage');
    if (method.customer && method.customer !== customer)
      throw invalid('The PaymentMethod belongs to another Customer.', 'payment_method');
    if (!method.customer && method.used)
      throw invalid(
        'This PaymentMethod was previously used without being attached to a Customer and may not be used again.',
        'payment_method',
        'payment_method_unexpected_state',
      );
    if (!method.customer) method.used = true;
    const id = newId('pi');
    const pi: Json = Object.assign(clone(fixtures.payment_intent) as Json, {
      id,
      client_secret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      customer,
      capture_method: stringOf(form.capture_method) ?? 'automatic_async',
      payment_method: method.id,
      payment_method_types: listOf(form.allowed_payment_method_types ?? form.payment_method_types),
      metadata: objectOf(form.metadata),
      status: 'requires_confirmation',
      created: now(),
      canceled_at: null,
      last_payment_error: null,
      latest_charge: null,
      next_action: null,
      processing: null,
      transfer_data: null,
      automatic_payment_methods: null,
      payment_method_configuration_details: null,
      return_url: stringOf(form.return_url) ?? null,
      setup_future_usage: futureUsage,
    });
    intents.set(id, pi);
    emit('payment_intent.created', pi);
    if (stringOf(form.confirm) !== 'true') return pi;
    const behaviour = method.spec.behaviour;
    if (behaviour === 'requires_3ds' || behaviour === 'threeds_then_declined') {
      if (!pi.return_url)
        throw invalid('return_url is required to confirm with a redirect', 'return_url');
      pi.status = 'requires_action';
      pi.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${origin}/_fake/3ds/${id}`, return_url: pi.return_url },
      };
      emit('payment_intent.requires_action', pi);
      return pi;
    }
    if (behaviour !== 'succeeds') throw decline(pi, method.spec);
    charge(pi, pi.capture_method !== 'manual');
    return pi;
  };

  const capture = (id: string, form: FormObject): Json => {
    const pi = intentOf(id);
    if (pi.status !== 'requires_capture')
      throw invalid(
        `This PaymentIntent could not be captured because it has a status of ${String(pi.status)}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    const authorised = Number(pi.amount_capturable);
    const take = stringOf(form.amount_to_capture)
      ? Number(stringOf(form.amount_to_capture))
      : authorised;
    if (!Number.isInteger(take) || take <= 0 || take > authorised)
      throw invalid('amount_to_capture must be at most the amount capturable', 'amount_to_capture');
    const ch = charges.get(String(pi.latest_charge));
    // The rest of the authorisation is released.
    if (ch) Object.assign(ch, { captured: true, amount_captured: take });
    Object.assign(pi, { status: 'succeeded', amount_received: take, amount_capturable: 0 });
    emit('payment_intent.succeeded', pi);
    return pi;
  };

  const cancel = (id: string, form: FormObject): Json => {
    const pi = intentOf(id);
    if (pi.status === 'succeeded' || pi.status === 'canceled')
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${String(pi.status)}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    Object.assign(pi, {
      status: 'canceled',
      canceled_at: now(),
      cancellation_reason: stringOf(form.cancellation_reason) ?? null,
      next_action: null,
      amount_capturable: 0,
    });
    emit('payment_intent.canceled', pi);
    return pi;
  };

  const refund = (form: FormObject): Json => {
    const piId = stringOf(form.payment_intent);
    if (!piId) throw invalid('Missing payment_intent', 'payment_intent');
    const pi = intentOf(piId);
    const ch = charges.get(String(pi.latest_charge));
    if (pi.status !== 'succeeded' || !ch)
      throw invalid(
        'This PaymentIntent does not have a successful charge to refund.',
        'payment_intent',
      );
    // What can go back: the captured money not refunded yet.
    const left = Number(ch.amount_captured) - Number(ch.amount_refunded);
    const amount = stringOf(form.amount) ? Number(stringOf(form.amount)) : left;
    if (!Number.isInteger(amount) || amount <= 0 || amount > left)
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount',
        'amount_too_large',
      );
    const re = Object.assign(clone(fixtures.refund) as Json, {
      id: newId('re'),
      amount,
      charge: ch.id,
      currency: pi.currency,
      payment_intent: pi.id,
      payment_method: pi.payment_method,
      created: now(),
      status: 'succeeded',
      metadata: {},
    });
    ch.amount_refunded = Number(ch.amount_refunded) + amount;
    ch.refunded = Number(ch.amount_refunded) === Number(ch.amount_captured);
    refunds.push(re);
    emit('charge.refunded', ch);
    return re;
  };

  const createCustomer = (form: FormObject): Json => {
    const cus = Object.assign(clone(fixtures.customer) as Json, {
      id: newId('cus'),
      created: now(),
      metadata: objectOf(form.metadata),
      discount: null,
      email: stringOf(form.email) ?? null,
    });
    customers.set(String(cus.id), cus);
    return cus;
  };

  /** Where each SetupIntent's 3-D Secure page sends the member back (given at confirm). */
  const setupReturns = new Map<string, string>();
  const setupOf = (id: string): Json => {
    const seti = setups.get(id);
    if (!seti) throw missing(id);
    return seti;
  };

  const createSetup = (form: FormObject): Json => {
    const customer = stringOf(form.customer);
    if (!customer || !customers.has(customer)) throw missing(customer ?? 'customer');
    const id = newId('seti');
    const seti = Object.assign(clone(fixtures.setup_intent) as Json, {
      id,
      client_secret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
      customer,
      payment_method: null,
      payment_method_types: listOf(form.allowed_payment_method_types ?? form.payment_method_types),
      metadata: objectOf(form.metadata),
      usage: stringOf(form.usage) ?? 'off_session',
      created: now(),
      last_setup_error: null,
      next_action: null,
      status: 'requires_payment_method',
      automatic_payment_methods: null,
      payment_method_configuration_details: null,
    });
    setups.set(id, seti);
    emit('setup_intent.created', seti);
    const pmId = stringOf(form.payment_method);
    if (stringOf(form.confirm) !== 'true') {
      if (pmId)
        Object.assign(seti, { payment_method: methodOf(pmId).id, status: 'requires_confirmation' });
      return seti;
    }
    if (!pmId) throw invalid('Missing payment_method', 'payment_method');
    return confirmSetup(seti, pmId, stringOf(form.return_url));
  };

  /**
   * Confirms a SetupIntent with a card (the adapter's server-side confirm, or Stripe.js's
   * `confirmCardSetup` with the client secret): saved at once, refused (402), or waiting for
   * 3-D Secure — a redirect to the fake's page when a `return_url` was given, as Stripe answers
   * when the caller handles next actions itself.
   */
  const confirmSetup = (seti: Json, pmId: string, returnUrl: string | undefined): Json => {
    if (seti.status !== 'requires_payment_method' && seti.status !== 'requires_confirmation')
      throw invalid(
        `You cannot confirm this SetupIntent because it has a status of ${String(seti.status)}.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    const method = methodOf(pmId);
    if (method.used || method.customer)
      throw invalid(
        'This PaymentMethod may not be used again.',
        'payment_method',
        'payment_method_unexpected_state',
      );
    const id = String(seti.id);
    seti.payment_method = method.id;
    const reason = DECLINES[method.spec.behaviour];
    if (reason) {
      method.used = true;
      const error = { type: 'card_error', message: 'Your card was declined.', ...reason };
      Object.assign(seti, { status: 'requires_payment_method', last_setup_error: error });
      emit('setup_intent.setup_failed', seti);
      throw new FakeError(402, { ...error, setup_intent: clone(seti) });
    }
    if (method.spec.behaviour !== 'succeeds') {
      // Stripe asks for authentication to save a 3-D Secure card for later.
      if (returnUrl) setupReturns.set(id, returnUrl);
      Object.assign(seti, {
        status: 'requires_action',
        last_setup_error: null,
        next_action: returnUrl
          ? {
              type: 'redirect_to_url',
              redirect_to_url: { url: `${origin}/_fake/3ds/${id}`, return_url: returnUrl },
            }
          : { type: 'use_stripe_sdk', use_stripe_sdk: {} },
      });
      emit('setup_intent.requires_action', seti);
      return seti;
    }
    method.customer = String(seti.customer);
    Object.assign(seti, { status: 'succeeded', last_setup_error: null, next_action: null });
    emit('setup_intent.succeeded', seti);
    return seti;
  };

  /**
   * The confirm: Stripe.js's (the publishable key and the intent's client secret) or the
   * server's (the secret key; `npm run payments:check` stands in for the browser with it).
   */
  const confirmSetupWith = (id: string, form: FormObject, key: string): Json => {
    const seti = setupOf(id);
    if (key.startsWith('pk_') && stringOf(form.client_secret) !== seti.client_secret)
      throw invalid('The client_secret provided does not match this SetupIntent.', 'client_secret');
    const pmId = stringOf(form.payment_method);
    if (!pmId) throw invalid('Missing payment_method', 'payment_method');
    return confirmSetup(seti, pmId, stringOf(form.return_url));
  };

  /** The member's answer on the fake 3-D Secure page of a SetupIntent. */
  const answerSetupChallenge = (id: string, answer: 'complete' | 'fail'): string => {
    const seti = setupOf(id);
    const back = new URL(setupReturns.get(id) ?? `${origin}/`);
    back.searchParams.set('setup_intent', id);
    back.searchParams.set('setup_intent_client_secret', String(seti.client_secret));
    if (seti.status !== 'requires_action') {
      back.searchParams.set(
        'redirect_status',
        seti.status === 'succeeded' ? 'succeeded' : 'failed',
      );
      return back.toString();
    }
    const method = methodOf(String(seti.payment_method));
    if (answer === 'fail' || method.spec.behaviour === 'threeds_then_declined') {
      method.used = true;
      const error =
        answer === 'fail'
          ? {
              type: 'card_error',
              code: 'setup_intent_authentication_failure',
              message:
                'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
            }
          : {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            };
      Object.assign(seti, {
        status: 'requires_payment_method',
        next_action: null,
        last_setup_error: error,
      });
      emit('setup_intent.setup_failed', seti);
      back.searchParams.set('redirect_status', 'failed');
    } else {
      method.customer = String(seti.customer);
      Object.assign(seti, { status: 'succeeded', next_action: null });
      emit('setup_intent.succeeded', seti);
      back.searchParams.set('redirect_status', 'succeeded');
    }
    return back.toString();
  };

  const setupView = (seti: Json, expand: string[]): Json => {
    const view = clone(seti);
    if (expand.includes('payment_method') && typeof seti.payment_method === 'string')
      view.payment_method = methodJson(methodOf(seti.payment_method));
    return view;
  };

  /** The guest's answer on the fake 3-D Secure page; the URL Stripe would send them back to. */
  const answerChallenge = (id: string, answer: 'complete' | 'fail'): string => {
    const pi = intentOf(id);
    const back = new URL(String(pi.return_url ?? `${origin}/`));
    back.searchParams.set('payment_intent', id);
    back.searchParams.set('payment_intent_client_secret', String(pi.client_secret));
    if (pi.status !== 'requires_action') {
      back.searchParams.set('redirect_status', pi.status === 'canceled' ? 'failed' : 'succeeded');
      return back.toString();
    }
    pi.next_action = null;
    const method = methodOf(String(pi.payment_method));
    if (answer === 'fail' || method.spec.behaviour === 'threeds_then_declined') {
      const error =
        answer === 'fail'
          ? {
              type: 'card_error',
              code: 'payment_intent_authentication_failure',
              message: 'The provided PaymentMethod has failed authentication.',
            }
          : {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            };
      Object.assign(pi, { status: 'requires_payment_method', last_payment_error: error });
      emit('payment_intent.payment_failed', pi);
      back.searchParams.set('redirect_status', 'failed');
    } else {
      charge(pi, pi.capture_method !== 'manual');
      back.searchParams.set('redirect_status', 'succeeded');
    }
    return back.toString();
  };

  const createMethod = (form: FormObject): Json => {
    if (stringOf(form.type) !== 'card') throw invalid('Only card is supported here', 'type');
    const card = objectOf(form.card);
    const digits = (stringOf(card.number) ?? '').replace(/\D/g, '');
    if (!luhnValid(digits))
      throw new FakeError(402, {
        type: 'card_error',
        code: 'incorrect_number',
        param: 'card[number]',
        message: 'Your card number is incorrect.',
      });
    const month = Number(stringOf(card.exp_month));
    const year = Number(stringOf(card.exp_year));
    const today = new Date();
    const fullYear = year < 100 ? 2000 + year : year;
    if (
      !(month >= 1 && month <= 12) ||
      fullYear * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1
    )
      throw new FakeError(402, {
        type: 'card_error',
        code: 'invalid_expiry_year',
        param: 'card[exp_year]',
        message: "Your card's expiration year is invalid.",
      });
    if (!/^\d{3,4}$/.test(stringOf(card.cvc) ?? ''))
      throw new FakeError(402, {
        type: 'card_error',
        code: 'invalid_cvc',
        param: 'card[cvc]',
        message: "Your card's security code is invalid.",
      });
    const m: FakeMethod = {
      id: newId('pm'),
      spec: cardOfNumber(digits),
      expMonth: month,
      expYear: fullYear,
      customer: null,
      used: false,
    };
    methods.set(m.id, m);
    return methodJson(m);
  };

  const answerAny = (id: string, answer: 'complete' | 'fail'): string =>
    id.startsWith('seti_') ? answerSetupChallenge(id, answer) : answerChallenge(id, answer);

  /** The routes: [method, pattern, handler(match, form, expand)]. */
  type Handler = (m: RegExpMatchArray, form: FormObject, expand: string[], key: string) => Json;
  /** Which key a route takes: the secret one, the publishable one (Stripe.js), or either. */
  type KeyKind = 'secret' | 'publishable' | 'either';
  const routes: [string, RegExp, Handler, KeyKind][] = [
    ['POST', /^\/v1\/payment_intents$/, (_m, f, e) => intentView(createIntent(f), e), 'secret'],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (m, _f, e) => intentView(intentOf(m[1] ?? ''), e),
      'secret',
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/capture$/,
      (m, f, e) => intentView(capture(m[1] ?? '', f), e),
      'secret',
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      (m, f, e) => intentView(cancel(m[1] ?? '', f), e),
      'secret',
    ],
    ['POST', /^\/v1\/refunds$/, (_m, f) => refund(f), 'secret'],
    [
      'GET',
      /^\/v1\/refunds$/,
      (_m, f) => {
        const of = stringOf(f.payment_intent);
        const data = refunds.filter((r) => !of || r.payment_intent === of).reverse();
        return { object: 'list', data: clone(data), has_more: false, url: '/v1/refunds' };
      },
      'secret',
    ],
    ['POST', /^\/v1\/customers$/, (_m, f) => createCustomer(f), 'secret'],
    [
      'DELETE',
      /^\/v1\/customers\/([^/]+)$/,
      (m) => {
        const id = m[1] ?? '';
        if (!customers.delete(id)) throw missing(id);
        return { id, object: 'customer', deleted: true };
      },
      'secret',
    ],
    ['POST', /^\/v1\/setup_intents$/, (_m, f, e) => setupView(createSetup(f), e), 'secret'],
    [
      'GET',
      /^\/v1\/setup_intents$/,
      (_m, f) => {
        // As Stripe: newest first, by customer and creation time (`created[gte]`), a page.
        const customer = stringOf(f.customer);
        const since = Number(stringOf(objectOf(f.created).gte) ?? 0);
        const limit = Number(stringOf(f.limit) ?? 10);
        const all = [...setups.values()]
          .filter((s) => (!customer || s.customer === customer) && Number(s.created) >= since)
          .reverse();
        const data = clone(all.slice(0, limit));
        return { object: 'list', data, has_more: all.length > limit, url: '/v1/setup_intents' };
      },
      'secret',
    ],
    [
      'GET',
      /^\/v1\/setup_intents\/([^/]+)$/,
      (m, _f, e) => setupView(setupOf(m[1] ?? ''), e),
      'secret',
    ],
    [
      'POST',
      /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
      (m, f, e, key) => setupView(confirmSetupWith(m[1] ?? '', f, key), e),
      'either',
    ],
    [
      'POST',
      /^\/v1\/setup_intents\/([^/]+)\/cancel$/,
      (m) => {
        const seti = setupOf(m[1] ?? '');
        if (seti.status === 'succeeded' || seti.status === 'canceled')
          throw invalid(
            `You cannot cancel this SetupIntent because it has a status of ${String(seti.status)}.`,
            undefined,
            'setup_intent_unexpected_state',
          );
        Object.assign(seti, { status: 'canceled', next_action: null });
        emit('setup_intent.canceled', seti);
        return seti;
      },
      'secret',
    ],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (m) => methodJson(methodOf(m[1] ?? '')), 'secret'],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      (m) => {
        const method = methodOf(m[1] ?? '');
        // As Stripe: a card that is not attached (any more) cannot be detached.
        if (!method.customer)
          throw invalid(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
          );
        if (failDetach) throw new FakeError(500, { type: 'api_error', message: 'Fake outage' });
        method.customer = null;
        method.used = true;
        const json = methodJson(method);
        emit('payment_method.detached', json);
        return json;
      },
      'secret',
    ],
    ['POST', /^\/v1\/payment_methods$/, (_m, f) => createMethod(f), 'publishable'],
  ];

  const send = (
    res: ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string>,
  ) => {
    res.writeHead(status, { 'Cache-Control': 'no-store', ...headers });
    res.end(body);
  };
  const readBody = async (req: IncomingMessage): Promise<string> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', origin);
    const method = req.method ?? 'GET';
    // The stand-in Stripe.js and the fake 3-D Secure page (browser side).
    if (method === 'OPTIONS') {
      send(res, 204, '', {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Allow-Methods': 'POST, GET',
      });
      return;
    }
    if (method === 'GET' && (url.pathname === '/v3' || url.pathname === '/v3/')) {
      send(res, 200, STRIPE_JS_STAND_IN(origin), {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      return;
    }
    const challenge = /^\/_fake\/3ds\/((?:pi|seti)_[^/]+)$/.exec(url.pathname);
    if (challenge) {
      const id = challenge[1] ?? '';
      if (method === 'POST') {
        const form = parseForm(await readBody(req));
        const back = answerAny(id, stringOf(form.answer) === 'complete' ? 'complete' : 'fail');
        send(res, 303, '', { Location: back });
        return;
      }
      send(res, intents.has(id) || setups.has(id) ? 200 : 404, challengePage(id), {
        'Content-Type': 'text/html; charset=utf-8',
      });
      return;
    }
    const auth = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const route = routes.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    const cors = route && route[3] !== 'secret' ? { 'Access-Control-Allow-Origin': '*' } : {};
    const json = (status: number, body: Json, extra: Record<string, string> = {}) =>
      send(res, status, JSON.stringify(body), {
        'Content-Type': 'application/json',
        'Request-Id': newId('req'),
        ...cors,
        ...extra,
      });
    if (!route) {
      json(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}).`,
        },
      });
      return;
    }
    const [, pattern, handler, keyKind] = route;
    const publishable = /^pk_(test|live)_/.test(auth);
    const secret = /^(sk|rk)_(test|live)_/.test(auth);
    const keyOk =
      keyKind === 'publishable'
        ? publishable
        : keyKind === 'secret'
          ? secret
          : publishable || secret;
    if (!keyOk) {
      json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    const idempotencyKey =
      method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
    requests.push({ method, path: url.pathname, idempotencyKey });
    const replayKey = idempotencyKey ? `${auth}:${idempotencyKey}` : null;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) {
      json(replay.status, replay.body, { 'Idempotent-Replayed': 'true' });
      return;
    }
    const text = method === 'GET' ? url.search.slice(1) : await readBody(req);
    const form = parseForm(text);
    const expand = listOf(form.expand);
    let status = 200;
    let body: Json;
    try {
      body = handler(
        url.pathname.match(pattern) ?? ([] as unknown as RegExpMatchArray),
        form,
        expand,
        auth,
      );
    } catch (error) {
      if (!(error instanceof FakeError)) throw error;
      status = error.status;
      body = { error: error.body };
    }
    if (replayKey) replays.set(replayKey, { status, body });
    json(status, body);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } }), {
        'Content-Type': 'application/json',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: origin,
    endpoint: { host: '127.0.0.1', port, protocol: 'http' },
    addWebhook: (url, secret) => hooks.push({ url, secret }),
    requests,
    events,
    answerChallenge: (id, answer) => answerAny(id, answer),
    failDetaches: (on) => {
      failDetach = on;
    },
    async settled() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The fake's 3-D Secure page: two buttons, like Stripe's test authentication page. */
function challengePage(id: string): string {
  const safe = id.replace(/[^A-Za-z0-9_]/g, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure test page (fake Stripe)</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body><main><h1>3D Secure 2 test page</h1><p>Fake Stripe: authentication for ${safe}.</p>
<form method="post" action="/_fake/3ds/${safe}">
<button type="submit" name="answer" value="complete">Complete</button>
<button type="submit" name="answer" value="fail">Fail</button>
</form></main></body></html>`;
}
