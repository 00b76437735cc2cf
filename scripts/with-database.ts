import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/**
 * Runs `run` on the server's database for a CLI command: DATABASE_URL, or the embedded PGlite
 * in DATA_DIR (stop `npm start` first: PGlite takes one process). Migrated first; closed after.
 * Exits with a message when there is no database yet.
 */
export async function withDatabase<T>(run: (db: Db) => Promise<T>): Promise<T> {
  const config = readConfig();
  const pgliteDir = join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !existsSync(pgliteDir)) {
    process.stderr.write(
      `No database in ${pgliteDir}: start the server once (npm start) or set DATABASE_URL\n`,
    );
    process.exit(1);
  }
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 1 }
      : { kind: 'pglite', dataDir: pgliteDir },
  );
  try {
    await migrateToLatest(handle.db);
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}
