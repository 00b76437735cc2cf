/**
 * Seeds the agency catalogue (2,100 generated hotels) into a fresh PGlite folder and a fresh
 * PostgreSQL database, and prints the time it took and the database's size. Figures, not a test.
 *
 *   npx tsx bench/agency-seed.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { seedCatalogue } from '../server/agency/seed-catalogue.ts';
import { openDatabase } from '../server/db/connect.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { createPgTestDatabase, postgresAvailable } from '../server/test/postgres.ts';
import { testToday } from '../server/test/snapshot.ts';
import { duSize } from './du.ts';

const today = testToday();

async function sizeOf(db: Parameters<typeof seedCatalogue>[0]): Promise<number> {
  const { rows } = await sql<{
    size: number;
  }>`SELECT pg_database_size(current_database()) AS size`.execute(db);
  return Number(rows[0]?.size ?? 0);
}

const mb = (bytes: number): string => `${(bytes / 1048576).toFixed(0)} MB`;

const dir = await mkdtemp(join(tmpdir(), 'agency-seed-'));
try {
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  await prepareDatabase(handle.db, today);
  const before = await sizeOf(handle.db);
  const started = performance.now();
  const { hotels } = await seedCatalogue(handle.db, today);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `PGlite: ${hotels} hotels in ${seconds.toFixed(1)} s; database ${mb(before)} → ${mb(await sizeOf(handle.db))}, folder ${mb(await duSize(dir))}`,
  );
  const reopen = performance.now();
  await prepareDatabase(handle.db, today);
  console.log(
    `PGlite: a later start's prepareDatabase ${((performance.now() - reopen) / 1000).toFixed(1)} s`,
  );
  await handle.close();
} finally {
  await rm(dir, { recursive: true, force: true });
}

if (await postgresAvailable()) {
  const pg = await createPgTestDatabase();
  try {
    const before = await sizeOf(pg.handle.db);
    const started = performance.now();
    const { hotels } = await seedCatalogue(pg.handle.db, today);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `PostgreSQL: ${hotels} hotels in ${seconds.toFixed(1)} s; database ${mb(before)} → ${mb(await sizeOf(pg.handle.db))}`,
    );
  } finally {
    await pg.drop();
  }
}
