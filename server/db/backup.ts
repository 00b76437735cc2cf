import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from './connect.ts';

/** The database a backup reads or a restore writes: DATABASE_URL, else PGlite under DATA_DIR. */
export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** The target of a server configured with these settings (as server/main.ts opens it). */
export function backupTarget(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): BackupTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}

/**
 * The URL without its password, and the password as PGPASSWORD: a password on pg_dump's
 * command line would show in every `ps` on the machine.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** Runs a PostgreSQL client tool; rejects with its error output (which names no password). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * PGlite runs inside the server's process and marks its folder open (`postmaster.pid`) until
 * it closes: a second opener would corrupt it, so backup and restore wait for a stopped server.
 */
function assertClosed(dataDir: string): void {
  if (existsSync(join(dataDir, 'postmaster.pid')))
    throw new Error(
      `${dataDir} is open: stop the server first (if none runs, the last one crashed: start and stop it once).`,
    );
}

/**
 * Writes a backup of the target to `file`: PostgreSQL as pg_dump's custom format (compressed,
 * for pg_restore), PGlite as its data folder's tarball (`dumpDataDir`, the format SEED_SNAPSHOT
 * starts from). Written beside the file and renamed at the end, so a file that exists is whole.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  const partial = `${file}.part`;
  try {
    if (target.kind === 'postgres') {
      const { dbname, env } = connection(target.url);
      await run('pg_dump', ['--format=custom', `--file=${partial}`, dbname], env);
    } else {
      if (!existsSync(join(target.dataDir, 'PG_VERSION')))
        throw new Error(`${target.dataDir} holds no database`);
      assertClosed(target.dataDir);
      const handle = await openDatabase({ kind: 'pglite', dataDir: target.dataDir });
      try {
        // One of ours; a first query also makes close() close PGlite (see restoreDatabase).
        await sql`SELECT count(*) FROM kysely_migration`.execute(handle.db);
        const tarball = await handle.dump?.();
        if (!tarball) throw new Error('PGlite cannot dump its data folder');
        await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
      } finally {
        await handle.close();
      }
    }
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Restores a backup of `backupDatabase` into the target. PostgreSQL: the dump's objects are
 * dropped and recreated in one transaction (an error leaves the database as it was); the
 * database must exist (`createdb`). PGlite: the backup becomes the data folder; a folder already
 * there is kept beside it as `pglite.before-restore-<time>`. Stop the servers first: they keep
 * answers in memory that a restore does not announce.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  now: () => Date = () => new Date(),
): Promise<{ keptAside?: string }> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  if (target.kind === 'postgres') {
    const { dbname, env } = connection(target.url);
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        // Owners and grants of the source server's roles: the server uses neither.
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
    return {};
  }
  let keptAside: string | undefined;
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    assertClosed(target.dataDir);
    keptAside = `${target.dataDir}.before-restore-${now().toISOString().replace(/[:.]/g, '-')}`;
    await rename(target.dataDir, keptAside);
  }
  const snapshot = new Blob([new Uint8Array(await readFile(file))]);
  await mkdir(dirname(target.dataDir), { recursive: true });
  const handle = await openDatabase({ kind: 'pglite', dataDir: target.dataDir, snapshot });
  try {
    // A database, and one of ours; a first query also makes close() close PGlite (Kysely only
    // tears down a driver it started), so the folder is not left marked open.
    await sql`SELECT count(*) FROM kysely_migration`.execute(handle.db);
  } finally {
    await handle.close();
  }
  return keptAside ? { keptAside } : {};
}
