/**
 * `npm run db:backup -- [file]`: a backup of the server's database (DATABASE_URL with pg_dump,
 * else the embedded PGlite under DATA_DIR, which must not be open: stop the server first).
 * Default file: `backup-<time>.dump` (PostgreSQL) or `backup-<time>.tgz` (PGlite).
 * Restore with `npm run db:restore -- <file>` (server/db/backup.ts).
 */
import { resolve } from 'node:path';
import { readConfig } from '../server/config.ts';
import { backupDatabase, backupTarget } from '../server/db/backup.ts';

const target = backupTarget(readConfig());
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(
  process.argv[2] ?? `backup-${stamp}.${target.kind === 'postgres' ? 'dump' : 'tgz'}`,
);
try {
  await backupDatabase(target, file);
  console.log(
    `Backup of the ${target.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database written to ${file}`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
