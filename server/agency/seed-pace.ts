import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * How the background catalogue load shares its process with requests (issue 36). PGlite runs
 * every statement in this thread (WASM) and one at a time on its one connection: while a
 * statement runs, nothing else does, not even the widget's static files. So on PGlite the load
 * is a string of short statements, each after the requests in flight are answered. PostgreSQL runs statements in its own processes: there the load
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

/** The longest the load waits for requests in flight before its next statement. */
const MAX_GIVE_WAY_MS = 200;

/** How long after an answer the server still counts as busy: a page's requests come in bursts. */
const QUIET_MS = 50;

/**
 * Counts the requests in flight (`wrap` the server's fetch), so the load can give way to them:
 * a request takes several turns of the event loop (read, route, query, file, write), and a load
 * statement in each of them would add up to far more than one. Busy also for 50 ms after an
 * answer, so the next request of the same page (loader, first screen, settings) comes to an
 * idle thread too.
 */
export function requestsInFlight<A extends unknown[], R = Response>(): {
  wrap(fetch: (...args: A) => R | Promise<R>): (...args: A) => Promise<R>;
  busy(): boolean;
} {
  let active = 0;
  let answered = Number.NEGATIVE_INFINITY;
  return {
    wrap:
      (fetch) =>
      async (...args) => {
        active++;
        try {
          return await fetch(...args);
        } finally {
          active--;
          answered = performance.now();
        }
      },
    busy: () => active > 0 || performance.now() - answered < QUIET_MS,
  };
}

/**
 * A turn of the event loop, after the requests in flight are answered (at most 200 ms, so a
 * steady stream of them slows the load without stopping it).
 */
export function giveWay(busy: () => boolean): () => Promise<void> {
  return async () => {
    const until = performance.now() + MAX_GIVE_WAY_MS;
    while (busy() && performance.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await nextTurn();
  };
}

/**
 * PGlite: 5 hotels' rows a transaction (about 6 ms), each room type's year of stock a statement
 * of its own (365 rows, about 10 ms: the longest step), `inventory` vacuumed every 50 hotels
 * (a few ms: only new pages are read, where one vacuum at the end reads 1.8 million rows,
 * 250 ms), and the final ANALYZE of `inventory` samples 3,000 rows instead of 30,000 (30 ms
 * instead of 170; its dates and room types are evenly spread, so ten histogram buckets
 * describe them as well). PostgreSQL: 50 hotels a transaction, their stock in one statement.
 */
export function seedPace(
  kind: 'pglite' | 'postgres',
  /** Whether requests are in flight ({@link requestsInFlight}): PGlite's load waits for them. */
  busy: () => boolean = () => false,
): SeedPace {
  return kind === 'pglite'
    ? {
        slice: 5,
        ratesPerStatement: 1,
        vacuumEvery: 50,
        inventoryStatistics: 10,
        pause: giveWay(busy),
      }
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
