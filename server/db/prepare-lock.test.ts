import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../test/postgres.ts';
import { type DbHandle, openDatabase } from './connect.ts';
import { migrateToLatest, migrations } from './migrate.ts';
import { withPrepareLock } from './prepare-lock.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
};

describe.runIf(await postgresAvailable())(
  'four processes starting at once on a new database',
  () => {
    const name = `hbw_migrate_${randomBytes(4).toString('hex')}`;
    const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
    const handles: DbHandle[] = [];

    beforeAll(async () => {
      await admin(`CREATE DATABASE ${name}`);
      // A pool each, as each server process has its own.
      for (let i = 0; i < 4; i++) handles.push(await openDatabase({ kind: 'postgres', url }));
    });
    afterAll(async () => {
      await Promise.all(handles.map((h) => h.close()));
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('migrate one after another, each finding the work of the ones before', async () => {
      const turns: { start: number; end: number }[] = [];
      await Promise.all(
        handles.map((handle) =>
          withPrepareLock(handle, async () => {
            const start = performance.now();
            await migrateToLatest(handle.db);
            turns.push({ start, end: performance.now() });
          }),
        ),
      );
      // No two ran at the same time (each turn ends before the next one starts).
      turns.sort((a, b) => a.start - b.start);
      for (let i = 1; i < turns.length; i++)
        expect(turns[i]?.start).toBeGreaterThanOrEqual(turns[i - 1]?.end ?? Infinity);
      const [first] = handles;
      if (!first) throw new Error('no database handle');
      const applied = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(first.db);
      expect(applied.rows[0]?.n).toBe(Object.keys(migrations).length);
    });
  },
);
