import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, openDatabase } from '../db/connect.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { testToday } from './snapshot.ts';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface PgTestDatabase {
  handle: DbHandle;
  url: string;
  drop(): Promise<void>;
}

/**
 * Whether the PostgreSQL suite runs: always in CI (where an unreachable server must fail the
 * run), locally only when a server answers. TEST_DATABASE_URL overrides the address.
 */
export async function postgresAvailable(): Promise<boolean> {
  if (process.env.CI === 'true') return true;
  const client = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL ?? DEFAULT_URL,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A uniquely named, migrated and seeded database; `drop()` removes it. */
export async function createPgTestDatabase(): Promise<PgTestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_URL;
  const name = `hbw_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  await prepareDatabase(handle.db, testToday());
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
