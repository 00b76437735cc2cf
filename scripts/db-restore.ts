/**
 * `npm run db:restore -- <file>`: puts a backup of `npm run db:backup` back into the server's
 * database (DATABASE_URL with pg_restore, into an existing database; else the embedded PGlite
 * under DATA_DIR, whose current folder is kept aside). Stop every server process first, and
 * start them again afterwards: they keep answers in memory that a restore does not announce.
 */
import { resolve } from 'node:path';
import { readConfig } from '../server/config.ts';
import { backupTarget, restoreDatabase } from '../server/db/backup.ts';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(1);
}
try {
  const { keptAside } = await restoreDatabase(backupTarget(readConfig()), resolve(file));
  console.log(`Restored ${resolve(file)}.`);
  if (keptAside) console.log(`The database it replaced is kept in ${keptAside}.`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
