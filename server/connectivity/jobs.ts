import type { DbHandle } from '../db/connect.ts';
import type { Logger } from '../http/logger.ts';
import { startPeriodicJob } from '../jobs/periodic.ts';
import { singleRun } from '../jobs/single-run.ts';
import { pollDueFeeds } from './ical/poll.ts';
import type { OutboundPolicy } from './outbound-host.ts';
import { startWebhookJob } from './webhooks/job.ts';

/**
 * TEST ONLY: `HB_TEST_CONNECTIVITY_INTERVAL_MS` runs the connectivity jobs more often than their
 * production pace (webhooks every 5 s, iCal feeds every 15 min), so a journey sees a delivery without waiting.
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
  /** Whether webhooks and feeds may reach internal hosts (outbound-host.ts). */
  outbound: OutboundPolicy;
}): { stop(): Promise<void> } {
  const intervalMs = testInterval();
  const webhooks = startWebhookJob({
    db: deps.handle.db,
    now: deps.now,
    logger: deps.logger,
    outbound: deps.outbound,
    exclusive: singleRun(deps.handle, 'webhooks'),
    ...(intervalMs ? { intervalMs } : {}),
  });
  // Import feeds: checked every minute, each read every 15 minutes (ical/poll.ts).
  const feeds = startPeriodicJob({
    name: 'ical feeds',
    intervalMs: intervalMs ?? 60_000,
    task: async () => {
      await pollDueFeeds(
        { db: deps.handle.db, now: deps.now, outbound: deps.outbound },
        intervalMs,
      );
    },
    logger: deps.logger,
    exclusive: singleRun(deps.handle, 'ical-feeds'),
  });
  void feeds.runOnce();
  return {
    async stop() {
      await Promise.all([webhooks.stop(), feeds.stop()]);
    },
  };
}
