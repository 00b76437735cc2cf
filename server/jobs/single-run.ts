import { type Kysely, sql } from 'kysely';
import type { DbHandle } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

/** The first key of every advisory lock this server takes ("HB"), apart from other apps'. */
const LOCK_NAMESPACE = 0x4842;

/** A stable 31-bit number for a job name (FNV-1a), the second key of its advisory lock. */
export function jobLockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash & 0x7fffffff;
}

/** Runs a job's task unless another process is running it: the task's answer, or `skipped`. */
export type SingleRun = <T>(task: () => Promise<T>) => Promise<T | 'skipped'>;

/**
 * Background jobs run once at a time across every server process sharing the database: each
 * run holds a PostgreSQL session advisory lock named after the job on a connection of its own,
 * and a process that cannot take it skips that run (another process is doing the work). The
 * lock goes with the connection, so a process killed mid-run frees it at once.
 *
 * PGlite is one process by construction (its data folder cannot be opened twice), and its single
 * connection would deadlock a task that queries while the lock's connection is held: runs there
 * are only kept from overlapping inside the process.
 */
export function singleRun(handle: Pick<DbHandle, 'db' | 'kind'>, job: string): SingleRun {
  const key = jobLockKey(job);
  let local: Promise<unknown> | null = null;
  return async <T>(task: () => Promise<T>): Promise<T | 'skipped'> => {
    if (local) return 'skipped';
    const run = handle.kind === 'pglite' ? task() : withAdvisoryLock(handle.db, key, task);
    local = run;
    try {
      return await run;
    } finally {
      local = null;
    }
  };
}

async function withAdvisoryLock<T>(
  db: Kysely<Database>,
  key: number,
  task: () => Promise<T>,
): Promise<T | 'skipped'> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_lock(${LOCK_NAMESPACE}, ${key}) AS locked`.execute(connection);
    if (!rows[0]?.locked) return 'skipped';
    try {
      return await task();
    } finally {
      await sql`SELECT pg_advisory_unlock(${LOCK_NAMESPACE}, ${key})`.execute(connection);
    }
  });
}
