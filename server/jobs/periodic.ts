import type { Logger } from '../http/logger.ts';
import type { SingleRun } from './single-run.ts';

/** A background job: `runOnce` for tests and a first run, `stop` waits for a run in progress. */
export interface PeriodicJob {
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs`, never two runs at once, and across processes once at a time
 * through `exclusive` (jobs/single-run.ts). A failing run is logged (message only, cut short:
 * never a payload) and the next one tries again.
 */
export function startPeriodicJob(options: {
  name: string;
  intervalMs: number;
  task: () => Promise<void>;
  logger: Logger;
  exclusive?: SingleRun;
}): PeriodicJob {
  let running: Promise<void> | null = null;
  const exclusive: SingleRun = options.exclusive ?? ((task) => task());
  const runOnce = (): Promise<void> => {
    running ??= exclusive(options.task)
      .then(() => undefined)
      .catch((error: unknown) => {
        options.logger({
          level: 'error',
          msg: `${options.name} failed`,
          error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
        });
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
