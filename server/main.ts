import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { localTime } from '../src/rules/dates.ts';
import { builtinInterpreter, modelInterpreter } from './agency/assist/model.ts';
import { seedCatalogue } from './agency/seed-catalogue.ts';
import { requestsInFlight, seedPace } from './agency/seed-pace.ts';
import { createApp } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { startConnectivityJobs } from './connectivity/jobs.ts';
import { type DbHandle, openDatabase } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { withPrepareLock } from './db/prepare-lock.ts';
import { useDemoIssuer } from './db/seed/identity-providers.ts';
import { jsonLogger, type Logger, silentLogger } from './http/logger.ts';
import { type SingleRun, singleRun } from './jobs/single-run.ts';
import { memoryLimitStore } from './limits/memory-store.ts';
import { redisLimitStore } from './limits/redis-store.ts';
import { createMailer } from './mail/mailer.ts';
import { startCardDetachJob } from './payments/card-detach-job.ts';
import { startExpiryJob } from './payments/expiry-job.ts';
import { gatewayDirectory } from './payments/hotel-gateways.ts';
import { startRefundReconciliation } from './payments/refund-reconcile-job.ts';
import { createSecretBox, DEVELOPMENT_SECRET_KEY } from './payments/secret-box.ts';
import { useFakeStripe } from './payments/stripe/fake/demo.ts';
import { startFakeStripe } from './payments/stripe/fake/server.ts';
import { createTestGateway } from './payments/test-gateway.ts';
import { databaseGatewayStore } from './payments/test-gateway-store.ts';
import { vaultLookup } from './payments/vaults.ts';
import { startLotteryJob } from './services/lottery/job.ts';
import { mailCancelled, mailSettled } from './services/reservations/settled-mail.ts';
import { startUploadSweeper } from './uploads/sweep-job.ts';

export type { ServerConfig } from './config.ts';

/** How long requests in flight may take to finish once shutdown starts. */
const SHUTDOWN_GRACE_MS = 10_000;

/** A demo identity provider started beside the server (npm start, journeys). */
export interface DemoIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Starts the server: opens the database (PGlite under DATA_DIR unless DATABASE_URL is set),
 * migrates, seeds on the first start, tops rates up to 365 days, and listens.
 */
export async function startServer(
  options: Partial<ServerConfig> & { demoIdentityProvider?: DemoIdentityProvider } = {},
): Promise<{ url: string; publicOrigin: string; close(graceMs?: number): Promise<void> }> {
  const { demoIdentityProvider: demoIdp, ...overrides } = options;
  const config: ServerConfig = { ...readConfig(), ...overrides };
  const logger = config.silent ? silentLogger : jsonLogger;
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const pgliteDir = join(config.dataDir, 'pglite');
  const snapshot =
    !config.databaseUrl && config.seedSnapshot && !existsSync(pgliteDir)
      ? new Blob([new Uint8Array(await readFile(config.seedSnapshot))])
      : undefined;
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDir, ...(snapshot ? { snapshot } : {}) },
  );
  // The demo hotels are in Japan; their "today" seeds the rates.
  await withPrepareLock(handle, () =>
    prepareDatabase(handle.db, localTime(new Date(), 'Asia/Tokyo').date),
  );
  // The demo brand signs in through the demo provider wherever it listens, with its secret.
  if (demoIdp) await useDemoIssuer(handle.db, demoIdp.issuer, demoIdp.clientId);
  const oidcClientSecrets = {
    ...config.oidcClientSecrets,
    ...(demoIdp ? { [demoIdp.clientId]: demoIdp.clientSecret } : {}),
  };
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const maintenanceFile = join(config.dataDir, 'maintenance');
  let publicOrigin = config.publicOrigin ?? '';
  // Its payments live in the database too, so any process can settle or report them.
  const gateway = createTestGateway(() => publicOrigin, databaseGatewayStore(handle.db));
  // Each hotel's payments go to its own gateway: the test one, or its Stripe account.
  const secretBox = createSecretBox(config.paymentKeysSecret ?? DEVELOPMENT_SECRET_KEY);
  const fakeStripe = config.stripeFake ? await startFakeStripe() : undefined;
  // The demo's widget then loads the fake's stand-in Stripe.js (stripe-js-url.ts).
  if (fakeStripe) process.env.HB_TEST_STRIPE_JS_URL = `${fakeStripe.url}/v3/`;
  const gateways = gatewayDirectory({
    db: handle.db,
    fallback: gateway,
    box: secretBox,
    origin: () => publicOrigin,
    stripeEndpoint: fakeStripe?.endpoint,
  });
  const limitStore = config.redisUrl
    ? redisLimitStore(config.redisUrl, `${config.redisPrefix}limits:`)
    : memoryLimitStore();
  const attachmentsDir = join(config.dataDir, 'attachments');
  let draining = false;
  const app = createApp({
    limitStore,
    draining: () => draining,
    paymentGateway: gateway,
    gateways,
    secretBox,
    secretBoxConfigured: config.paymentKeysSecret !== undefined,
    ...(fakeStripe ? { stripeEndpoint: fakeStripe.endpoint } : {}),
    attachmentsDir,
    db: handle.db,
    mailer,
    get publicOrigin() {
      return publicOrigin;
    },
    widgetDir: config.widgetDir,
    ...(config.frameAncestors ? { frameAncestors: config.frameAncestors } : {}),
    allowedOrigins: config.allowedOrigins,
    ...(config.chatbotOrigins ? { chatbotOrigins: config.chatbotOrigins } : {}),
    oidcClientSecrets,
    ...(config.liff ? { liff: config.liff } : {}),
    logger,
    ...(config.assist
      ? {
          assist: modelInterpreter(config.assist, builtinInterpreter, (reason) =>
            logger({ msg: 'assist model failed, built-in interpreter used', reason }),
          ),
        }
      : {}),
    trustProxy: config.trustProxy,
    connectivityAllowPrivateHosts: config.connectivityAllowPrivateHosts,
    rateLimit:
      config.rateLimitPerMinute > 0 ? { windowMs: 60_000, max: config.rateLimitPerMinute } : false,
    // Touch DATA_DIR/maintenance to switch maintenance on without a restart.
    maintenance: () => config.maintenance || existsSync(maintenanceFile),
  });
  // The background catalogue load gives way to requests in flight (PGlite shares this thread).
  const inFlight = requestsInFlight<Parameters<typeof app.fetch>>();
  const server = await new Promise<ReturnType<typeof serve>>((resolvePromise) => {
    const s = serve(
      { fetch: inFlight.wrap(app.fetch), port: config.port, hostname: config.host },
      () => resolvePromise(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  publicOrigin ||= url;
  if (fakeStripe) {
    await useFakeStripe(handle.db, {
      box: secretBox,
      fake: fakeStripe,
      publicOrigin,
      hotelCode: config.stripeFakeHotel,
    });
  }
  // 3-D Secure waits older than 15 minutes are cancelled and their stock returned.
  const now = () => new Date();
  const expiry = startExpiryJob({
    db: handle.db,
    gateway: gateways,
    now,
    logger,
    exclusive: singleRun(handle, 'payment-expiry'),
    // An approved challenge the guest never came back from is confirmed by mail all the same.
    onDone: mailSettled({ db: handle.db, mailer, publicOrigin: () => publicOrigin, now, logger }),
  });
  // Cancellations whose process died after the gateway call are finished or released.
  const reconciliation = startRefundReconciliation({
    db: handle.db,
    gateway: gateways,
    now,
    logger,
    exclusive: singleRun(handle, 'refund-reconciliation'),
    ...jobTimings(),
    onCancelled: mailCancelled({ db: handle.db, mailer, now, logger }),
  });
  // Deleted members' saved cards the provider did not detach at their deletion: tried again.
  const cardDetach = startCardDetachJob({
    db: handle.db,
    vaultOf: vaultLookup(gateway, gateways),
    logger,
    exclusive: singleRun(handle, 'card-detach'),
  });
  // Uploads no booking took, or dropped from a booking's answers, leave disk and database.
  const sweeper = startUploadSweeper({
    db: handle.db,
    dir: attachmentsDir,
    now,
    logger,
    exclusive: singleRun(handle, 'upload-sweep'),
  });
  // The agency catalogue loads after the server answers, in short steps with requests in
  // between, so the demo starts fast and its first visitors do not wait for it (issue 36).
  const catalogue =
    config.agencyHotels > 0
      ? loadCatalogue(
          handle,
          inFlight.busy,
          config.agencyHotels,
          logger,
          () => draining,
          singleRun(handle, 'agency-catalogue'),
        )
      : Promise.resolve();
  // Lottery draws at the result date, result mails, and releases after the deadline.
  const lottery = startLotteryJob({
    db: handle.db,
    mailer,
    publicOrigin: () => publicOrigin,
    logger,
    now,
    exclusive: singleRun(handle, 'lottery'),
  });
  // Reservation webhooks to hotel systems (server/connectivity, issue 42).
  const connectivity = startConnectivityJobs({
    handle,
    now,
    logger,
    outbound: { allowPrivateHosts: config.connectivityAllowPrivateHosts },
  });
  let closing: Promise<void> | undefined;
  return {
    url,
    publicOrigin,
    /**
     * Graceful shutdown: `/readyz` turns 503 and no new connection is accepted; idle keep-alive
     * connections close now, requests in flight get up to `graceMs` to finish (then their
     * connections are cut); the jobs stop after their current run; then Redis and the database.
     */
    close(graceMs = SHUTDOWN_GRACE_MS) {
      closing ??= (async () => {
        draining = true;
        const stopped = new Promise<void>((done) => server.close(() => done()));
        const http = server as unknown as {
          closeIdleConnections?: () => void;
          closeAllConnections?: () => void;
        };
        http.closeIdleConnections?.();
        const cut = setTimeout(() => http.closeAllConnections?.(), graceMs);
        await stopped;
        clearTimeout(cut);
        await Promise.all([
          expiry.stop(),
          reconciliation.stop(),
          cardDetach.stop(),
          sweeper.stop(),
          lottery.stop(),
          connectivity.stop(),
          catalogue,
        ]);
        mailer.close();
        await limitStore.close();
        await fakeStripe?.close();
        await handle.close();
      })();
      return closing;
    },
  };
}

/**
 * Seeds the agency catalogue and logs how long it took (or why it failed), at the pace that
 * keeps requests answered meanwhile (PGlite shares this thread: seed-pace.ts).
 */
async function loadCatalogue(
  { db, kind }: Pick<DbHandle, 'db' | 'kind'>,
  busy: () => boolean,
  count: number,
  logger: Logger,
  stop: () => boolean,
  // Several processes started together: one seeds, the others skip (and list what is there).
  exclusive: SingleRun,
): Promise<void> {
  const started = Date.now();
  try {
    const result = await exclusive(() =>
      seedCatalogue(
        db,
        localTime(new Date(), 'Asia/Tokyo').date,
        count,
        stop,
        seedPace(kind, busy),
      ),
    );
    const hotels = result === 'skipped' ? 0 : result.hotels;
    if (hotels > 0) logger({ msg: 'agency catalogue loaded', hotels, ms: Date.now() - started });
  } catch (error) {
    logger({ msg: 'agency catalogue failed', error: String(error) });
  }
}

/**
 * TEST ONLY: `HB_TEST_RECONCILE_INTERVAL_MS` / `HB_TEST_RECONCILE_AGE_MS` shorten refund
 * reconciliation's period (60 s) and claim age (5 min) so a test can watch it without waiting.
 */
function jobTimings(): { intervalMs?: number; olderThanMs?: number } {
  const read = (name: string): number | undefined => {
    const value = Number(process.env[name]);
    return process.env[name] && Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const intervalMs = read('HB_TEST_RECONCILE_INTERVAL_MS');
  const olderThanMs = read('HB_TEST_RECONCILE_AGE_MS');
  return {
    ...(intervalMs !== undefined ? { intervalMs } : {}),
    ...(olderThanMs !== undefined ? { olderThanMs } : {}),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url, close } = await startServer();
  console.log(`Provider server listening on ${url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void close().then(() => process.exit(0));
    });
  }
}
