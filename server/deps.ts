import type { Kysely } from 'kysely';
import type { Interpreter } from './agency/assist/model.ts';
import type { SessionPolicy } from './console/auth/sessions.ts';
import type { ExchangeRates } from './currency/rates.ts';
import type { Database } from './db/schema.ts';
import type { TrustProxy } from './http/client-address.ts';
import type { Logger } from './http/logger.ts';
import type { LimitStore } from './limits/store.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import type { GatewayDirectory } from './payments/hotel-gateways.ts';
import type { SecretBox } from './payments/secret-box.ts';
import type { StripeEndpoint } from './payments/stripe/gateway.ts';
import type { LiffConfig } from './services/chatbot/liff-tokens.ts';
import type { ScryptParams } from './services/members/passwords.ts';

/** Everything the HTTP app needs from outside; tests build it with a throwaway database. */
export interface AppDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Origin the server is reached at, used in e-mail links (`https://book.example.com`). */
  publicOrigin: string;
  /** Folder of the built widget served under /widget/. */
  widgetDir: string;
  /**
   * Sites that may frame the hosted app (FRAME_ANCESTORS): `'*'` any site; default only this
   * server's own pages. Read per answer, so a list may grow once demo sites listen.
   */
  frameAncestors?: readonly string[] | '*';
  /** Origins allowed to call the API from a browser; `'*'` for any. */
  allowedOrigins?: readonly string[] | '*';
  /**
   * Sites whose chatbot frame may receive a member's one-time sign-in token (`'*'`: any);
   * default the `frameAncestors` list, and none when any site may frame the hosted app.
   */
  chatbotOrigins?: readonly string[] | '*';
  logger?: Logger;
  /**
   * Webhook endpoints and iCal import feeds may be on loopback, private, link-local or other
   * internal addresses (CONNECTIVITY_ALLOW_PRIVATE_HOSTS; tests' local receivers). Default false:
   * such hosts are refused when saved and when fetched (server/connectivity/outbound-host.ts).
   */
  connectivityAllowPrivateHosts?: boolean;
  /** Clock; tests pin it to check time-dependent rules. */
  now?: () => Date;
  /** Requests per client per minute on /api and /identity; `false` turns the limit off. */
  rateLimit?: { windowMs: number; max: number } | false;
  /** Maintenance switch: while it returns true, API calls answer 503. */
  maintenance?: () => boolean;
  /**
   * Card payment gateway; default the built-in test gateway (served under /gateway/). A
   * gateway made by `createTestGateway` also gets its /gateway/ pages mounted.
   */
  paymentGateway?: PaymentGateway;
  /**
   * Per hotel: the gateway its payments go to (`hotel_payment_gateways`, issue 43); default a
   * directory over the `paymentGateway` and the hotels' Stripe keys (main.ts passes its own so
   * the background jobs share it).
   */
  gateways?: GatewayDirectory;
  /**
   * Seals the hotels' Stripe secrets (PAYMENT_KEYS_SECRET); default a fixed development key,
   * under which the console refuses live keys.
   */
  secretBox?: SecretBox;
  /** True when `secretBox` has a deployment's own key (live Stripe keys may be stored). */
  secretBoxConfigured?: boolean;
  /** Tests and the demo only: the fake Stripe's API (`server/payments/stripe/fake/`). */
  stripeEndpoint?: StripeEndpoint;
  /** Exchange rates for multi-currency prices; default the `exchange_rates` table. */
  exchangeRates?: ExchangeRates;
  /**
   * Client secrets of the brands' identity providers by client id (OIDC_CLIENT_SECRETS);
   * a provider row without its secret here is not offered.
   */
  oidcClientSecrets?: Readonly<Record<string, string>>;
  /** Where uploaded attachments are written; default `.data/attachments`. */
  attachmentsDir?: string;
  /**
   * Where request limits and failed-attempt limits count: this process's memory by default,
   * Redis (`REDIS_URL`) when several processes must share them.
   */
  limitStore?: LimitStore;
  /**
   * The messaging app (LIFF) channel whose ID tokens `/liff/upsert` accepts; default a local
   * issuer with a per-process key, whose tokens `POST /dev/liff/id-token` hands out.
   */
  liff?: LiffConfig;
  /**
   * Assisted search's interpreter: an OpenAI-compatible endpoint with the built-in one as its
   * fallback (`ASSIST_URL`), or the built-in one alone (default).
   */
  assist?: Interpreter;
  /**
   * scrypt cost of new member password hashes; default `CURRENT_PARAMS`. Route tests pass a
   * cheap one; a deployment has no reason to change it.
   */
  passwordParams?: ScryptParams;
  /**
   * Console sessions: idle timeout and absolute lifetime in milliseconds; default 30 minutes
   * idle, 12 hours at most (server/console/auth/sessions.ts).
   */
  consoleSession?: SessionPolicy;
  /**
   * Which peers' `X-Forwarded-For` / `Forwarded` name the client (TRUST_PROXY): a hop count or
   * networks of our own proxies; default none (the socket's peer is the client).
   */
  trustProxy?: TrustProxy;
  /** True once the process is shutting down: `/readyz` answers 503 so balancers drain it. */
  draining?: () => boolean;
}
