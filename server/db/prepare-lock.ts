import { sql } from 'kysely';
import type { DbHandle } from './connect.ts';

/** Advisory lock keys of the start-up step ("HB", "prepare"): one start prepares at a time. */
const LOCK = [0x4842, 1] as const;

/**
 * Runs `prepare` (migrations, first seed, rate top-up) while holding a PostgreSQL advisory lock,
 * so processes starting together against one database (a cluster, a rolling deploy) take turns
 * instead of racing the same migration; the later ones find the work done. PGlite is one process.
 */
export async function withPrepareLock(
  handle: Pick<DbHandle, 'db' | 'kind'>,
  prepare: () => Promise<void>,
): Promise<void> {
  if (handle.kind === 'pglite') return prepare();
  await handle.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${LOCK[0]}, ${LOCK[1]})`.execute(connection);
    try {
      await prepare();
    } finally {
      await sql`SELECT pg_advisory_unlock(${LOCK[0]}, ${LOCK[1]})`.execute(connection);
    }
  });
}
