import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { localTime } from '../src/rules/dates.ts';
import { createApp } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { jsonLogger, silentLogger } from './http/logger.ts';
import { createMailer } from './mail/mailer.ts';
import { startExpiryJob } from './payments/expiry-job.ts';
import { createTestGateway } from './payments/test-gateway.ts';
import { mailSettled } from './services/reservations/settled-mail.ts';

export type { ServerConfig } from './config.ts';

/**
 * Starts the server: opens the database (PGlite under DATA_DIR unless DATABASE_URL is set),
 * migrates, seeds on the first start, tops rates up to 365 days, and listens.
 */
export async function startServer(
  options: Partial<ServerConfig> = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const config: ServerConfig = { ...readConfig(), ...options };
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
  await prepareDatabase(handle.db, localTime(new Date(), 'Asia/Tokyo').date);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const maintenanceFile = join(config.dataDir, 'maintenance');
  let publicOrigin = config.publicOrigin ?? '';
  const gateway = createTestGateway(() => publicOrigin);
  const app = createApp({
    paymentGateway: gateway,
    attachmentsDir: join(config.dataDir, 'attachments'),
    db: handle.db,
    mailer,
    get publicOrigin() {
      return publicOrigin;
    },
    widgetDir: config.widgetDir,
    frameAncestors: config.frameAncestors,
    allowedOrigins: config.allowedOrigins,
    logger,
    rateLimit:
      config.rateLimitPerMinute > 0 ? { windowMs: 60_000, max: config.rateLimitPerMinute } : false,
    // Touch DATA_DIR/maintenance to switch maintenance on without a restart.
    maintenance: () => config.maintenance || existsSync(maintenanceFile),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolvePromise) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolvePromise(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  publicOrigin ||= url;
  // 3-D Secure waits older than 15 minutes are cancelled and their stock returned.
  const now = () => new Date();
  const expiry = startExpiryJob({
    db: handle.db,
    gateway,
    now,
    logger,
    // An approved challenge the guest never came back from is confirmed by mail all the same.
    onDone: mailSettled({ db: handle.db, mailer, publicOrigin: () => publicOrigin, now, logger }),
  });
  return {
    url,
    async close() {
      await expiry.stop();
      await new Promise<void>((done) => server.close(() => done()));
      mailer.close();
      await handle.close();
    },
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
