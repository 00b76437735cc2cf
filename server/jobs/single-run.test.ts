import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../db/connect.ts';
import { createPgTestDatabase, type PgTestDatabase, postgresAvailable } from '../test/postgres.ts';
import { jobLockKey, singleRun } from './single-run.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('jobLockKey', () => {
  it('is stable, positive and tells jobs apart', () => {
    expect(jobLockKey('payment-expiry')).toBe(jobLockKey('payment-expiry'));
    expect(jobLockKey('payment-expiry')).toBeGreaterThanOrEqual(0);
    expect(jobLockKey('payment-expiry')).not.toBe(jobLockKey('upload-sweeper'));
  });
});

describe('singleRun in one process (PGlite)', () => {
  it('skips a run while the previous one is still going', async () => {
    const run = singleRun({ kind: 'pglite', db: undefined as never }, 'job');
    const first = run(async () => {
      await sleep(30);
      return 1;
    });
    expect(await run(async () => 2)).toBe('skipped');
    expect(await first).toBe(1);
    expect(await run(async () => 3)).toBe(3);
  });
});

describe.runIf(await postgresAvailable())('singleRun across processes (PostgreSQL)', () => {
  let database: PgTestDatabase;
  const processes: DbHandle[] = [];
  beforeAll(async () => {
    database = await createPgTestDatabase();
    // Three pools on one database stand for three server processes.
    for (let i = 0; i < 3; i++) {
      processes.push(await openDatabase({ kind: 'postgres', url: database.url, poolSize: 3 }));
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.close()));
    await database?.drop();
  });

  it('runs a due job in exactly one of three processes, then frees the lock', async () => {
    let ran = 0;
    const runs = processes.map((handle) => singleRun(handle, 'payment-expiry'));
    const outcomes = await Promise.all(
      runs.map((run) =>
        run(async () => {
          ran += 1;
          await sleep(300);
          return 'done';
        }),
      ),
    );
    expect(ran).toBe(1);
    expect(outcomes.filter((o) => o === 'done')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'skipped')).toHaveLength(2);
    // The lock went with the run: the next due run happens (in whichever process).
    expect(await (runs[2] as (typeof runs)[0])(async () => 'again')).toBe('again');
  });

  it('lets different jobs run at the same time', async () => {
    const [a, b] = processes as [DbHandle, DbHandle];
    const both = await Promise.all([
      singleRun(
        a,
        'payment-expiry',
      )(async () => {
        await sleep(100);
        return 'expiry';
      }),
      singleRun(b, 'upload-sweeper')(async () => 'sweeper'),
    ]);
    expect(both).toEqual(['expiry', 'sweeper']);
  });

  it('frees the lock when a run fails', async () => {
    const [a, b] = processes as [DbHandle, DbHandle];
    await expect(
      singleRun(
        a,
        'refunds',
      )(async () => {
        throw new Error('gateway down');
      }),
    ).rejects.toThrow('gateway down');
    expect(await singleRun(b, 'refunds')(async () => 'ok')).toBe('ok');
  });
});
