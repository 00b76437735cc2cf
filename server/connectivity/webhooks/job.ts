import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../http/logger.ts';
import { type PeriodicJob, startPeriodicJob } from '../../jobs/periodic.ts';
import type { SingleRun } from '../../jobs/single-run.ts';
import { type DeliverDeps, deliverDue } from './deliver.ts';
import { fanOutEvents } from './fan-out.ts';

/** One run: new events become deliveries, then every due delivery is attempted. */
export async function runWebhookJob(deps: DeliverDeps & { db: Kysely<Database> }): Promise<void> {
  while ((await fanOutEvents(deps.db, deps.now())) > 0) {}
  while ((await deliverDue(deps)) > 0) {
    // A full batch may leave more due; deliveries retried later are not due now.
  }
}

/**
 * Webhook deliveries every few seconds (and at start), once at a time across processes (the
 * `webhooks` advisory lock): at least once, in event order per endpoint at first sending.
 */
export function startWebhookJob(
  deps: DeliverDeps & { logger: Logger; exclusive: SingleRun; intervalMs?: number },
): PeriodicJob {
  const job = startPeriodicJob({
    name: 'webhooks',
    intervalMs: deps.intervalMs ?? 5_000,
    task: () => runWebhookJob(deps),
    logger: deps.logger,
    exclusive: deps.exclusive,
  });
  void job.runOnce();
  return job;
}
