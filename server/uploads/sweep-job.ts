import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../http/logger.ts';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic.ts';
import type { SingleRun } from '../jobs/single-run.ts';
import { sweepUploads } from './sweep.ts';

/** How often abandoned and removed uploads are swept (they wait an hour or a day anyway). */
export const SWEEP_INTERVAL_MS = 15 * 60_000;

/** The upload sweeper (uploads/sweep.ts) every `intervalMs`; what it removed is logged. */
export function startUploadSweeper(options: {
  db: Kysely<Database>;
  dir: string;
  now: () => Date;
  logger: Logger;
  exclusive?: SingleRun;
  intervalMs?: number;
}): PeriodicJob {
  const { logger } = options;
  return startPeriodicJob({
    name: 'upload sweep',
    intervalMs: options.intervalMs ?? SWEEP_INTERVAL_MS,
    logger,
    ...(options.exclusive ? { exclusive: options.exclusive } : {}),
    async task() {
      const swept = await sweepUploads(options.db, options.dir, options.now());
      if (swept.abandoned + swept.removed + swept.orphanFiles > 0)
        logger({ level: 'info', msg: 'uploads swept', ...swept });
    },
  });
}
