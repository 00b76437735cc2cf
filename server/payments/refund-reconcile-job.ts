import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../http/logger.ts';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic.ts';
import type { SingleRun } from '../jobs/single-run.ts';
import { RECONCILE_AFTER_MS, reconcileRefunds } from '../services/reservations/refund-reconcile.ts';
import type { GatewayChoice } from './hotel-gateways.ts';

/** How often the server looks for refund claims left by a process that died. */
export const RECONCILE_INTERVAL_MS = 60_000;

/**
 * Refund reconciliation every `intervalMs` (issue 20): claims older than `olderThanMs` are
 * completed or released (services/reservations/refund-reconcile.ts), each logged by
 * reservation number and outcome only. `onCancelled` mails a cancellation it completed.
 */
export function startRefundReconciliation(options: {
  db: Kysely<Database>;
  /** The gateway, or the directory of every hotel's (each payment settled by its own). */
  gateway: GatewayChoice;
  now: () => Date;
  logger: Logger;
  exclusive?: SingleRun;
  intervalMs?: number;
  olderThanMs?: number;
  onCancelled?: (reservationNumber: string) => Promise<void>;
}): PeriodicJob {
  const { logger } = options;
  return startPeriodicJob({
    name: 'refund reconciliation',
    intervalMs: options.intervalMs ?? RECONCILE_INTERVAL_MS,
    logger,
    ...(options.exclusive ? { exclusive: options.exclusive } : {}),
    async task() {
      const results = await reconcileRefunds(
        options.db,
        options.gateway,
        options.now(),
        options.olderThanMs ?? RECONCILE_AFTER_MS,
      );
      for (const { reservationNumber, outcome, error } of results) {
        // A person looks at `unresolved` lines: the gateway holds a refund no plan explains,
        // or it could not be asked (retried next run).
        logger({
          level: outcome === 'unresolved' ? 'error' : 'warn',
          msg: 'refund claim reconciled',
          reservation: reservationNumber,
          outcome,
          ...(error ? { error } : {}),
        });
        if (outcome === 'completed') await options.onCancelled?.(reservationNumber);
      }
    },
  });
}
