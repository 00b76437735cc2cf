import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgTestDatabase, type PgTestDatabase, postgresAvailable } from '../test/postgres.ts';
import { ensureSnapshot } from '../test/snapshot.ts';
import { backupDatabase, backupTarget, restoreDatabase } from './backup.ts';
import { openDatabase } from './connect.ts';
import type { Database } from './schema.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const folder = mkdtempSync(join(tmpdir(), 'db-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const hotelName = async (db: Kysely<Database>): Promise<string | undefined> =>
  (
    await db
      .selectFrom('hotels')
      .select('name')
      .where('code', '=', 'sakura-tokyo')
      .executeTakeFirst()
  )?.name;
const rename = (db: Kysely<Database>, name: string) =>
  db.updateTable('hotels').set({ name }).where('code', '=', 'sakura-tokyo').execute();

describe('backupTarget', () => {
  it('is PostgreSQL with DATABASE_URL, else the PGlite folder the server opens', () => {
    expect(backupTarget({ databaseUrl: 'postgres://h/db', dataDir: '/d' })).toEqual({
      kind: 'postgres',
      url: 'postgres://h/db',
    });
    expect(backupTarget({ databaseUrl: undefined, dataDir: '/d' })).toEqual({
      kind: 'pglite',
      dataDir: '/d/pglite',
    });
  });
});

describe('backup and restore of the embedded database (PGlite)', () => {
  const dataDir = join(folder, 'data', 'pglite');
  const target = { kind: 'pglite', dataDir } as const;

  beforeAll(async () => {
    // A server's data folder: created from the prepared snapshot as a first start does.
    mkdirSync(join(folder, 'data'));
    const snapshot = new Blob([new Uint8Array(await readFile(await ensureSnapshot()))]);
    const handle = await openDatabase({ kind: 'pglite', dataDir, snapshot });
    await rename(handle.db, 'Before the backup');
    await handle.close();
  });

  it('refuses while a server has the folder open', async () => {
    const open = await openDatabase({ kind: 'pglite', dataDir });
    await hotelName(open.db);
    try {
      await expect(backupDatabase(target, join(folder, 'open.tgz'))).rejects.toThrow(/is open/);
      expect(existsSync(join(folder, 'open.tgz'))).toBe(false);
    } finally {
      await open.close();
    }
  });

  it('finds the data again after a restore, the replaced folder kept aside', async () => {
    const file = join(folder, 'embedded.tgz');
    await backupDatabase(target, file);
    expect(readdirSync(folder)).not.toContain('embedded.tgz.part');
    const later = await openDatabase({ kind: 'pglite', dataDir });
    await rename(later.db, 'After the backup');
    await later.close();

    const { keptAside } = await restoreDatabase(target, file);
    const restored = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await hotelName(restored.db)).toBe('Before the backup');
      // Bookable as before: the whole schema came back, not only the renamed row.
      const rooms = await sql<{ n: number }>`SELECT count(*)::int AS n FROM inventory`.execute(
        restored.db,
      );
      expect(rooms.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }
    expect(keptAside).toMatch(/pglite\.before-restore-/);
    const aside = await openDatabase({ kind: 'pglite', dataDir: keptAside ?? '' });
    expect(await hotelName(aside.db)).toBe('After the backup');
    await aside.close();
  });
});

describe.runIf(await postgresAvailable())('backup and restore of PostgreSQL', () => {
  let source: PgTestDatabase;
  const emptyName = `hbw_restore_${randomBytes(4).toString('hex')}`;
  const emptyUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${emptyName}` }).toString();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    source = await createPgTestDatabase();
    await rename(source.handle.db, 'Before the backup');
    await admin(`CREATE DATABASE ${emptyName}`);
  }, 120_000);
  afterAll(async () => {
    await source?.drop();
    await admin(`DROP DATABASE IF EXISTS ${emptyName} WITH (FORCE)`);
  });

  it('restores over later changes, and into a new empty database', async () => {
    const file = join(folder, 'postgres.dump');
    await backupDatabase({ kind: 'postgres', url: source.url }, file);
    await rename(source.handle.db, 'After the backup');

    await restoreDatabase({ kind: 'postgres', url: source.url }, file);
    expect(await hotelName(source.handle.db)).toBe('Before the backup');

    await restoreDatabase({ kind: 'postgres', url: emptyUrl }, file);
    const copy = await openDatabase({ kind: 'postgres', url: emptyUrl });
    try {
      expect(await hotelName(copy.db)).toBe('Before the backup');
      const applied = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(copy.db);
      expect(applied.rows[0]?.n).toBeGreaterThan(20);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('leaves no file behind when pg_dump fails, and says why without the password', async () => {
    const file = join(folder, 'failed.dump');
    const wrong = Object.assign(new URL(emptyUrl), {
      pathname: '/no_such_database',
      password: 's3cret-pw',
    }).toString();
    const failure = backupDatabase({ kind: 'postgres', url: wrong }, file);
    await expect(failure).rejects.toThrow(/pg_dump failed/);
    await expect(failure).rejects.not.toThrow(/s3cret-pw/);
    expect(existsSync(file) || existsSync(`${file}.part`)).toBe(false);
  });
});
