import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../http/logger.ts';
import type { SingleRun } from '../jobs/single-run.ts';
import { expirePendingPayments } from '../services/reservations/expire.ts';
import type { GatewayChoice } from './hotel-gateways.ts';

/** How often the server looks for 3-D Secure waits older than 15 minutes. */
export const EXPIRY_INTERVAL_MS = 30_000;

/**
 * Runs `expirePendingPayments` every `intervalMs` (never two runs at once). The clock is
 * injected so tests control it; `stop()` waits for a run in progress.
 */
export function startExpiryJob(options: {
  db: Kysely<Database>;
  /** The gateway, or the directory of every hotel's (each payment settled by its own). */
  gateway: GatewayChoice;
  now: () => Date;
  logger: Logger;
  intervalMs?: number;
  /** A wait the gateway had approved became `done`: its confirmation mail is due. */
  onDone?: (reservationNumber: string) => Promise<void>;
  /**
   * Keeps runs to one process at a time when several share the database (server/jobs); without
   * it runs are only kept from overlapping in this process.
   */
  exclusive?: SingleRun;
}): { stop(): Promise<void>; runOnce(): Promise<number> } {
  let running: Promise<number> | null = null;
  const exclusive: SingleRun = options.exclusive ?? ((task) => task());
  const runOnce = (): Promise<number> => {
    running ??= exclusive(() =>
      expirePendingPayments(options.db, options.gateway, options.now(), options.onDone),
    )
      .then((outcome) => {
        // Another process holds this run: nothing was done here.
        const cancelled = outcome === 'skipped' ? 0 : outcome;
        if (cancelled > 0)
          options.logger({ level: 'info', msg: '3-D Secure waits expired', cancelled });
        return cancelled;
      })
      .catch((error: unknown) => {
        options.logger({
          level: 'error',
          msg: 'payment expiry failed',
          error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
        });
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs ?? EXPIRY_INTERVAL_MS);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
