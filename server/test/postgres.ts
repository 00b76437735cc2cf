import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, openDatabase } from '../db/connect.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { snapshotKey, testToday } from './snapshot.ts';

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

/** Runs `query` on the server's maintenance database (CREATE, DROP and RENAME DATABASE). */
async function onAdmin<T>(query: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    return await query(admin);
  } finally {
    await admin.end().catch(() => {});
  }
}

const adminUrl = (): string => process.env.TEST_DATABASE_URL ?? DEFAULT_URL;

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

const TEMPLATE_PREFIX = 'hbw_template_';
/** Any number: the advisory lock that lets one process at a time build the template. */
const TEMPLATE_LOCK = 4_240_711;
let template: Promise<string> | undefined;

/**
 * Name of a migrated and seeded database that test databases are copied from, built once per
 * snapshot key (migrations, seed, today) and kept between runs. Migrating and seeding a database
 * took 3.5 s; copying the template takes well under one. Processes building it at once wait on an
 * advisory lock; a half-built template is never used, because it gets its name only when ready.
 */
export function ensurePgTemplate(today = testToday()): Promise<string> {
  template ??= buildPgTemplate(today).catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function buildPgTemplate(today: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${await snapshotKey(today)}`;
  return onAdmin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(building) });
        try {
          await prepareDatabase(handle.db, today);
        } finally {
          await handle.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      // Older templates (other days, older migrations) are dead weight. One still being copied
      // by another run refuses the drop, and is left for a later run.
      const stale = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2',
        [TEMPLATE_PREFIX, name],
      );
      for (const { datname } of stale.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    }
  });
}

/** A uniquely named, migrated and seeded database (a copy of the template); `drop()` removes it. */
export async function createPgTestDatabase(): Promise<PgTestDatabase> {
  const source = await ensurePgTemplate();
  const name = `hbw_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  const url = databaseUrl(name);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await onAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
