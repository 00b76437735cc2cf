import type { DbHandle } from '../db/connect.ts';
import type { Logger } from '../http/logger.ts';
import { singleRun } from '../jobs/single-run.ts';
import { startWebhookJob } from './webhooks/job.ts';

/**
 * TEST ONLY: `HB_TEST_CONNECTIVITY_INTERVAL_MS` runs the connectivity jobs more often than their
 * production pace (webhooks every 5 s), so a journey sees a delivery without waiting.
 */
function testInterval(): number | undefined {
  const raw = process.env.HB_TEST_CONNECTIVITY_INTERVAL_MS;
  const value = Number(raw);
  return raw && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The background jobs of connectivity, each once at a time across processes. */
export function startConnectivityJobs(deps: {
  handle: Pick<DbHandle, 'db' | 'kind'>;
  now: () => Date;
  logger: Logger;
}): { stop(): Promise<void> } {
  const intervalMs = testInterval();
  const webhooks = startWebhookJob({
    db: deps.handle.db,
    now: deps.now,
    logger: deps.logger,
    exclusive: singleRun(deps.handle, 'webhooks'),
    ...(intervalMs ? { intervalMs } : {}),
  });
  return {
    async stop() {
      await webhooks.stop();
    },
  };
}
