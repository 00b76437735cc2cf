import { resolve } from 'node:path';
import { type ModelEndpoint, modelEndpointFromEnv } from './agency/assist/model.ts';
import { parseTrustProxy, type TrustProxy } from './http/client-address.ts';
import { parseSecretKey } from './payments/secret-box.ts';
import type { LiffConfig } from './services/chatbot/liff-tokens.ts';

/** Server configuration; every field has an environment variable (see README). */
export interface ServerConfig {
  /** PORT, default 8787; 0 picks a free port. */
  port: number;
  /** HOST, default 127.0.0.1 (set 0.0.0.0 to listen on all interfaces). */
  host: string;
  /** DATABASE_URL: PostgreSQL; unset means embedded PGlite under DATA_DIR. */
  databaseUrl: string | undefined;
  /** DATA_DIR, default `.data/`. */
  dataDir: string;
  /** SMTP_URL: where mail goes; unset keeps mail in the /dev/mailbox outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, default `Sakura Hotels <no-reply@sakura.example>`. */
  mailFrom: string;
  /** PUBLIC_ORIGIN, default `http://localhost:<port>`: used in e-mail links. */
  publicOrigin: string | undefined;
  /** ALLOWED_ORIGINS: comma list for CORS on the API; unset allows any origin. */
  allowedOrigins: string[] | '*';
  /**
   * FRAME_ANCESTORS: comma list of sites allowed to frame the hosted app (`*`: any); unset: only
   * this server's own pages.
   */
  frameAncestors: string[] | '*' | undefined;
  /**
   * CHATBOT_ORIGINS: comma list of the sites whose chatbot frame may receive a member's
   * one-time sign-in token (`*`: any); unset: the FRAME_ANCESTORS list, or none if that is unset.
   */
  chatbotOrigins: string[] | '*' | undefined;
  /** WIDGET_DIR, default `dist/widget`. */
  widgetDir: string;
  /**
   * TRUST_PROXY: off by default (the socket's peer is the client); a hop count (`1`: one load
   * balancer) or a comma list of our proxies' networks (`10.0.0.0/8,2001:db8::/32`), whose
   * X-Forwarded-For (or Forwarded) then names the client. An unreadable value stops the start.
   */
  trustProxy: TrustProxy;
  /** RATE_LIMIT_PER_MINUTE, default 600; 0 disables. */
  rateLimitPerMinute: number;
  /** MAINTENANCE=1 answers 503 on the API (also: a file named `maintenance` in DATA_DIR). */
  maintenance: boolean;
  /**
   * SEED_SNAPSHOT: a PGlite `dumpDataDir` tarball to start an empty DATA_DIR from instead of a
   * cold initdb (seconds, ~800 MB). Tests pass `ensureSnapshot()` from server/test/snapshot.ts.
   */
  seedSnapshot: string | undefined;
  /** LOG=silent turns request logs off. */
  silent: boolean;
  /**
   * REDIS_URL: request limits and failed-attempt limits count in Redis, shared by every server
   * process; unset counts in this process (right for one process, the embedded default).
   */
  redisUrl: string | undefined;
  /** REDIS_PREFIX, default `hotel-booking:`: keeps deployments sharing one Redis apart. */
  redisPrefix: string;
  /**
   * OIDC_CLIENT_SECRETS: `client_id=secret` pairs, comma separated: the secrets of the brands'
   * identity-provider clients (`brand_identity_providers` holds everything else).
   */
  oidcClientSecrets: Record<string, string>;
  /**
   * LIFF_CHANNEL_ID, LIFF_TOKEN_SECRET (and LIFF_URL): the messaging-app channel whose ID tokens
   * `/liff/upsert` accepts, verified with that key; unset: a per-process local issuer whose
   * tokens `POST /dev/liff/id-token` hands out (the demo's stand-in for the platform).
   */
  liff: LiffConfig | undefined;
  /**
   * AGENCY_HOTELS: how many generated hotels the agency catalogue loads, in the background
   * after the server listens (issue 21); `0` or unset: none (`npm start` asks for 2,100).
   */
  agencyHotels: number;
  /** ASSIST_URL, ASSIST_MODEL, ASSIST_API_KEY, ASSIST_TIMEOUT_MS: assisted search's model. */
  assist: ModelEndpoint | undefined;
  /**
   * PAYMENT_KEYS_SECRET: the 32-byte key (hex or base64) sealing the hotels' Stripe secrets in
   * the database; unset: a fixed development key, and the console refuses live keys.
   */
  paymentKeysSecret: Buffer | undefined;
  /**
   * STRIPE_FAKE=1 (demo only): Stripe calls go to the local fake Stripe started in the process
   * (server/payments/stripe/fake/), and the widget loads its stand-in Stripe.js.
   */
  stripeFake: boolean;
  /** STRIPE_FAKE_HOTEL: the hotel STRIPE_FAKE=1 switches to the fake Stripe (sakura-tokyo). */
  stripeFakeHotel: string;
  /**
   * CONNECTIVITY_ALLOW_PRIVATE_HOSTS=1: webhook endpoints and iCal feeds may be on internal hosts
   * (loopback, private networks). Off by default; for tests and local trials only.
   */
  connectivityAllowPrivateHosts: boolean;
}

/** `a=x,b=y` as `{ a: 'x', b: 'y' }` (the secret may itself contain `=`). */
export function parseSecrets(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const eq = pair.indexOf('=');
    if (eq > 0) out[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  return out;
}

const list = (value: string | undefined): string[] | '*' =>
  value && value.trim() !== '' && value.trim() !== '*'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : '*';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: env.PORT ? Number(env.PORT) : 8787,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data/'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Sakura Hotels <no-reply@sakura.example>',
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    frameAncestors: env.FRAME_ANCESTORS?.trim() ? list(env.FRAME_ANCESTORS) : undefined,
    chatbotOrigins: env.CHATBOT_ORIGINS?.trim() ? list(env.CHATBOT_ORIGINS) : undefined,
    widgetDir: resolve(env.WIDGET_DIR ?? 'dist/widget'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE ? Number(env.RATE_LIMIT_PER_MINUTE) : 600,
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
    seedSnapshot: env.SEED_SNAPSHOT || undefined,
    silent: env.LOG === 'silent',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'hotel-booking:',
    oidcClientSecrets: parseSecrets(env.OIDC_CLIENT_SECRETS),
    liff:
      env.LIFF_CHANNEL_ID && env.LIFF_TOKEN_SECRET
        ? {
            channelId: env.LIFF_CHANNEL_ID,
            secret: env.LIFF_TOKEN_SECRET,
            ...(env.LIFF_URL ? { liffUrl: env.LIFF_URL } : {}),
          }
        : undefined,
    assist: modelEndpointFromEnv(env),
    agencyHotels: Math.max(0, Math.floor(Number(env.AGENCY_HOTELS ?? 0)) || 0),
    paymentKeysSecret: env.PAYMENT_KEYS_SECRET?.trim()
      ? parseSecretKey(env.PAYMENT_KEYS_SECRET)
      : undefined,
    stripeFake: env.STRIPE_FAKE === '1',
    stripeFakeHotel: env.STRIPE_FAKE_HOTEL || 'sakura-tokyo',
    connectivityAllowPrivateHosts:
      env.CONNECTIVITY_ALLOW_PRIVATE_HOSTS === '1' ||
      env.CONNECTIVITY_ALLOW_PRIVATE_HOSTS === 'true',
  };
}
