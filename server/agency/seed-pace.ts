import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * How the background catalogue load shares its process with requests (issue 36). PGlite runs
 * every statement in this thread (WASM) and one at a time on its one connection: while a
 * statement runs, nothing else does, not even the widget's static files. So on PGlite the load
 * is a string of short statements with a turn of the event loop after each, and requests that
 * arrived meanwhile go first. PostgreSQL runs statements in its own processes: there the load
 * writes in bigger slices. Measured in server/README.md ("Agency mode").
 */
export interface SeedPace {
  /** Hotels written per transaction (their rows and profiles, not their rates). */
  slice: number;
  /** Room types whose year of rates and stock (365 rows each) one statement writes. */
  ratesPerStatement: number;
  /** Hotels between two vacuums of `inventory` during the load; 0: only once at the end. */
  vacuumEvery: number;
  /** The final ANALYZE of `inventory`'s sample size (default_statistics_target); null: 100. */
  inventoryStatistics: number | null;
  /** Awaited after each statement. */
  pause(): Promise<void>;
}

/** One macrotask turn: requests that arrived meanwhile are read and queue their queries first. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * PGlite: 5 hotels' rows a transaction (about 6 ms), each room type's year of stock a statement
 * of its own (365 rows, about 10 ms: the longest step), `inventory` vacuumed every 50 hotels
 * (a few ms: only new pages are read, where one vacuum at the end reads 1.8 million rows,
 * 250 ms), and the final ANALYZE of `inventory` samples 3,000 rows instead of 30,000 (30 ms
 * instead of 170; its dates and room types are evenly spread, so ten histogram buckets
 * describe them as well). PostgreSQL: 50 hotels a transaction, their stock in one statement.
 */
export function seedPace(kind: 'pglite' | 'postgres'): SeedPace {
  return kind === 'pglite'
    ? { slice: 5, ratesPerStatement: 1, vacuumEvery: 50, inventoryStatistics: 10, pause: nextTurn }
    : {
        slice: 50,
        ratesPerStatement: 200,
        vacuumEvery: 0,
        inventoryStatistics: null,
        pause: nextTurn,
      };
}

/** The tables the load writes. */
const WRITTEN = ['inventory', 'room_types', 'plans', 'hotels', 'agency_hotels'] as const;

/**
 * Fresh statistics and visibility map once the load is done, so the planner reads the new rows
 * through the indexes at once (index-only over inventory) rather than after autovacuum gets
 * round to it (PGlite has no autovacuum at all). A statement per table, a turn after each.
 */
export async function tidyAfterLoad(db: Kysely<Database>, pace: SeedPace): Promise<void> {
  for (const table of WRITTEN) {
    await sql`VACUUM ${sql.table(table)}`.execute(db);
    await pace.pause();
  }
  for (const table of WRITTEN) {
    const target = table === 'inventory' ? pace.inventoryStatistics : null;
    if (target === null) await sql`ANALYZE ${sql.table(table)}`.execute(db);
    else
      await db.transaction().execute(async (tx) => {
        await sql`SELECT set_config('default_statistics_target', ${String(target)}, true)`.execute(
          tx,
        );
        await sql`ANALYZE ${sql.table(table)}`.execute(tx);
      });
    await pace.pause();
  }
}
