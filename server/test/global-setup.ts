import { ensurePgTemplate, postgresAvailable } from './postgres.ts';
import { ensureSnapshot } from './snapshot.ts';

/**
 * Vitest globalSetup: builds the PGlite test snapshot and the PostgreSQL template database once
 * before any worker starts, so the workers never race to run initdb or to seed. (Test files also
 * call ensureSnapshot and ensurePgTemplate, which are then cache hits.)
 */
export default async function setup(): Promise<void> {
  await ensureSnapshot();
  if (process.env.SKIP_PG !== '1' && (await postgresAvailable())) await ensurePgTemplate();
}
