import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localTime } from '../../src/rules/dates.ts';
import { type DbHandle, openDatabase } from '../db/connect.ts';
import { prepareDatabase } from '../db/prepare.ts';

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE_DIR = resolve(SERVER_DIR, '..', '.data', 'test-snapshot');

/** The demo hotels' "today": seeds and tests agree on it. */
export function testToday(): string {
  return localTime(new Date(), 'Asia/Tokyo').date;
}

/**
 * Snapshot name: changes when migrations, seed or the date change, so it is never stale. The
 * PostgreSQL template database (postgres.ts) is named by it too.
 */
export async function snapshotKey(today: string): Promise<string> {
  const hash = createHash('sha256').update(today);
  for (const dir of ['db/migrations', 'db/seed']) {
    const files = (await readdir(join(SERVER_DIR, dir))).filter((f) => f.endsWith('.ts')).sort();
    for (const f of files) hash.update(f).update(await readFile(join(SERVER_DIR, dir, f)));
  }
  hash.update(await readFile(join(SERVER_DIR, 'db/migrate.ts')));
  return hash.digest('hex').slice(0, 16);
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Path of a migrated and seeded PGlite data folder tarball, built once (cold initdb costs
 * seconds and ~800 MB) and then reused by every test file and later runs. Parallel vitest
 * workers coordinate through a lock directory.
 */
export async function ensureSnapshot(today = testToday()): Promise<string> {
  await mkdir(CACHE_DIR, { recursive: true });
  const file = join(CACHE_DIR, `${await snapshotKey(today)}.tgz`);
  const lock = `${file}.lock`;
  for (;;) {
    if (await exists(file)) return file;
    try {
      await mkdir(lock);
      break;
    } catch {
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > 180_000) await rm(lock, { recursive: true, force: true }); // a crashed builder
      await sleep(250);
    }
  }
  try {
    if (await exists(file)) return file;
    const handle = await openDatabase({ kind: 'pglite' });
    await prepareDatabase(handle.db, today);
    const blob = await handle.dump?.();
    await handle.close();
    if (!blob) throw new Error('PGlite handle cannot dump');
    await writeFile(`${file}.tmp`, new Uint8Array(await blob.arrayBuffer()));
    await rename(`${file}.tmp`, file);
    // Older snapshots (other days, older migrations) are dead weight: keep only this one.
    for (const name of await readdir(CACHE_DIR)) {
      if (name.endsWith('.tgz') && join(CACHE_DIR, name) !== file)
        await rm(join(CACHE_DIR, name), { force: true });
    }
    return file;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** A fresh in-memory PGlite loaded from the snapshot (well under a second). */
export async function openSnapshotDb(): Promise<DbHandle> {
  const file = await ensureSnapshot();
  const snapshot = new Blob([new Uint8Array(await readFile(file))]);
  return openDatabase({ kind: 'pglite', snapshot });
}
