import { describe, expect, it } from 'vitest';
import type { LogLine } from '../http/logger.ts';
import { createPause } from '../test/pause.ts';
import { startPeriodicJob } from './periodic.ts';

describe('startPeriodicJob', () => {
  it('never overlaps runs, logs a failure by message only and runs again after it', async () => {
    const logs: LogLine[] = [];
    const pause = createPause();
    let runs = 0;
    const job = startPeriodicJob({
      name: 'test job',
      intervalMs: 60_000,
      logger: (line) => logs.push(line),
      async task() {
        runs++;
        if (runs === 1) await pause.pause();
        if (runs === 2) throw new Error('database went away');
      },
    });
    const first = job.runOnce();
    await pause.reached;
    const overlapping = job.runOnce();
    expect(overlapping).toBe(first);
    pause.release();
    await first;
    await job.runOnce();
    expect(logs).toEqual([{ level: 'error', msg: 'test job failed', error: 'database went away' }]);
    await job.runOnce();
    expect(runs).toBe(3);
    await job.stop();
  });

  it('skips a run another process holds (exclusive)', async () => {
    let ran = false;
    const job = startPeriodicJob({
      name: 'held',
      intervalMs: 60_000,
      logger: () => {},
      exclusive: async () => 'skipped',
      async task() {
        ran = true;
      },
    });
    await job.runOnce();
    expect(ran).toBe(false);
    await job.stop();
  });
});
