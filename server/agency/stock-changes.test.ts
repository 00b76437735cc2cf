import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgTestDatabase, type PgTestDatabase, postgresAvailable } from '../test/postgres.ts';
import { changeReader } from './stock-changes.ts';

// Two transactions at once need two connections: PostgreSQL only (PGlite has one).
describe.skipIf(!(await postgresAvailable()))('agency stock change log [postgres]', () => {
  let pg: PgTestDatabase | undefined;
  beforeAll(async () => {
    pg = await createPgTestDatabase();
  });
  afterAll(async () => pg?.drop());

  it('returns each change once, one committed after a later-numbered one too', async () => {
    if (!pg) throw new Error('database not ready');
    const db = pg.handle.db;
    const log = (id: number) =>
      sql`INSERT INTO agency_stock_changes (room_type_id, date_from, date_to)
          VALUES (${id}, '2030-01-01', '2030-01-02')`;
    const read = changeReader(db, () => new Date());
    const ids = async () => {
      const r = await read();
      return r.restart ? 'restart' : r.changes.map((c) => c.roomTypeId);
    };
    expect(await ids()).toBe('restart');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written = () => {};
    const early = new Promise<void>((resolve) => {
      written = resolve;
    });
    // The long transaction takes its number first and commits last.
    const slow = db.transaction().execute(async (tx) => {
      await log(-1).execute(tx);
      written();
      await held;
    });
    await early;
    await log(-2).execute(db);
    expect(await ids()).toEqual([-2]);
    release();
    await slow;
    expect(await ids()).toEqual([-1]);
    await log(-3).execute(db);
    expect(await ids()).toEqual([-3]);
    expect(await ids()).toEqual([]);
  });
});
