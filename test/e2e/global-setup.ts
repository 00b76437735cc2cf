import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { DEMO_USER } from '../../demo/identity-provider/accounts.ts';
import { startIdentityProvider } from '../../demo/identity-provider/server.ts';
import { startDemo } from '../../demo/server.ts';
import { buildIfNeeded } from '../../scripts/build-if-needed.ts';
import { startServer } from '../../server/main.ts';
import { ensureSnapshot } from '../../server/test/snapshot.ts';
import { externalSignInCallback } from '../../src/api/contract/endpoints/membership.ts';
import { AGENCY_JOURNEY_HOTELS } from './agency-catalogue.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { JOURNEY_WORKERS } from './workers.ts';

export interface E2eContext {
  /** The provider server (API, widget files, hosted app), as `npm start` runs it. */
  provider: string;
  /**
   * A second provider, at `http://localhost:<port>`, for the hotel console's journeys: passkeys
   * (WebAuthn) take the server's host name as their relying party, and Chromium refuses an IP
   * address there (`provider` is `127.0.0.1`, which the cross-site journeys rely on). Its own
   * database from the same snapshot; see test/e2e/console-support.ts.
   */
  consoleProvider: string;
  /** The demo hotel website, on another origin. */
  demo: string;
  /** Test-only host pages (test/fixtures/pages), on a third origin. */
  fixtures: string;
  /** One Chromium shared by every journey file. */
  wsEndpoint: string;
  /** The demo identity provider (OpenID sign-in) and the user its sign-in form accepts. */
  identityProvider: { issuer: string; email: string; password: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per journey worker: a worker's files use `e2e[VITEST_POOL_ID - 1]` (support.ts). */
    e2e: E2eContext[];
  }
}

/** The servers and sites one journey worker uses; the browser is shared. */
async function startServerSet(
  dataDir: string,
  idp: Awaited<ReturnType<typeof startIdentityProvider>>,
  callbacks: string[],
) {
  // The demo site is the chatbot site: its origin joins this list once it listens.
  const chatSites: string[] = [];
  // A fresh database from the prepared snapshot (migrated and seeded): no cold initdb here.
  const provider = await startServer({
    chatbotOrigins: chatSites,
    // Every loopback site of the run may frame the booking pages: the demo and fixture sites,
    // the pages journeys serve on ports of their own, the WordPress site (by default only the
    // server's own pages may, as in production without FRAME_ANCESTORS).
    frameAncestors: ['http://localhost:*', 'http://127.0.0.1:*'],
    demoIdentityProvider: idp,
    port: 0,
    dataDir,
    silent: true,
    rateLimitPerMinute: 0,
    seedSnapshot: await ensureSnapshot(),
    // A small agency catalogue (deterministic, the generator's first hotels), loaded in the
    // background as `npm start` loads its 2,100: the agency journeys wait for it.
    agencyHotels: AGENCY_JOURNEY_HOTELS,
    // The connectivity journey's webhook receiver listens on 127.0.0.1.
    connectivityAllowPrivateHosts: true,
  });
  callbacks.push(new URL(externalSignInCallback.path, provider.publicOrigin).href);
  const consoleProvider = await startServer({
    host: 'localhost',
    port: 0,
    dataDir: join(dataDir, 'console'),
    silent: true,
    rateLimitPerMinute: 0,
    seedSnapshot: await ensureSnapshot(),
    frameAncestors: ['http://localhost:*', 'http://127.0.0.1:*'],
    // Journeys' receivers and feeds listen on 127.0.0.1.
    connectivityAllowPrivateHosts: true,
  });
  const demo = await startDemo({ port: 0, providerOrigin: provider.url });
  chatSites.push(new URL(demo.url).origin);
  const fixtures = await startDemo({
    port: 0,
    providerOrigin: provider.url,
    root: join(import.meta.dirname, '../fixtures/pages'),
  });
  return {
    urls: {
      provider: provider.url,
      consoleProvider: consoleProvider.url,
      demo: demo.url,
      fixtures: fixtures.url,
    },
    async close() {
      await Promise.allSettled([fixtures.close(), demo.close()]);
      await consoleProvider.close();
      await provider.close();
    },
  };
}

/** Starts a server set per journey worker, and one browser for all journey tests. */
export default function setup(project: TestProject) {
  return startJourneyServers(project, JOURNEY_WORKERS);
}

/** `workers` server sets (one per worker that runs journey files at once) and one browser. */
export async function startJourneyServers(project: TestProject, workers: number) {
  buildIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'hotel-booking-e2e-'));
  // The identity provider reads the servers' callbacks on its first request, once they are known.
  const callbacks: string[] = [];
  const idp = await startIdentityProvider({ port: 0, redirectUris: () => callbacks });
  const sets: Awaited<ReturnType<typeof startServerSet>>[] = [];
  // One after the other: two seeding at once would only share the same 2 cores.
  for (let worker = 1; worker <= workers; worker++)
    sets.push(await startServerSet(join(dataDir, `worker-${worker}`), idp, callbacks));
  const browser = await chromium.launchServer({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  project.provide(
    'e2e',
    sets.map(({ urls }) => ({
      ...urls,
      wsEndpoint: browser.wsEndpoint(),
      identityProvider: {
        issuer: idp.issuer,
        email: DEMO_USER.email,
        password: DEMO_USER.password,
      },
    })),
  );
  return async () => {
    // PGlite's runtime (Emscripten) sets process.exitCode when the database closes, which
    // would turn a failed run into a green one: keep vitest's verdict.
    const verdict = process.exitCode;
    await browser.close();
    for (const set of sets) await set.close();
    await idp.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exitCode = verdict;
  };
}
