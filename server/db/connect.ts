import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.ts';

/** Where the data lives: embedded PGlite (a folder, a snapshot, or memory) or PostgreSQL. */
export type DbTarget =
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbTarget['kind'];
  close(): Promise<void>;
  /** PGlite only: a tarball of the data folder (used to prepare the test snapshot). */
  dump?: () => Promise<Blob>;
}

// OIDs of the types whose default parsing differs between pg and PGlite: DATE would become a
// Date at UTC (PGlite) or local (pg) midnight, and int8/numeric a string (pg) or bigint. Both
// drivers get the same parsers so every query returns identical JSON-friendly values.
const DATE = 1082;
const INT8 = 20;
const NUMERIC = 1700;
const identity = (value: string): string => value;

/**
 * How to hear the database's notifications (LISTEN/NOTIFY): PostgreSQL on a connection of its
 * own (`connect` opens one, null once the handle is closed; the handle ends them when it
 * closes), PGlite on its one client, through which every write of this process passes.
 */
export type NotificationSource =
  | { kind: 'postgres'; connect(): Promise<pg.Client | null> }
  | { kind: 'pglite'; client: PGlite };

const notificationSources = new WeakMap<Kysely<Database>, NotificationSource>();

/** The notification source of a database `openDatabase` opened; undefined for any other. */
export function notificationSourceOf(db: Kysely<Database>): NotificationSource | undefined {
  return notificationSources.get(db);
}

export async function openDatabase(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === DATE) return identity;
          if (oid === INT8 || oid === NUMERIC) return Number;
          return format === 'binary'
            ? pg.types.getTypeParser(oid, 'binary')
            : pg.types.getTypeParser(oid, 'text');
        }) as typeof pg.types.getTypeParser,
      },
    });
    // An idle pooled connection can die (server restart, DROP DATABASE … FORCE). Without a
    // listener that error event would crash the process; the pool replaces the connection.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const listeners = new Set<pg.Client>();
    let closed = false;
    notificationSources.set(db, {
      kind: 'postgres',
      async connect() {
        if (closed) return null;
        const client = new pg.Client({ connectionString: target.url });
        // As for the pool: a dropped connection must not crash the process ('end' follows).
        client.on('error', () => {});
        listeners.add(client);
        client.once('end', () => listeners.delete(client));
        try {
          await client.connect();
        } catch (error) {
          listeners.delete(client);
          throw error;
        }
        if (!closed) return client;
        await client.end().catch(() => {});
        return null;
      },
    });
    return {
      db,
      kind: 'postgres',
      async close() {
        closed = true;
        await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
        await db.destroy();
      },
    };
  }
  const options = {
    parsers: { [DATE]: identity, [INT8]: Number, [NUMERIC]: Number },
    // Trigram keyword search over the agency catalogue (migration 023).
    extensions: { pg_trgm },
    ...(target.snapshot ? { loadDataDir: target.snapshot } : {}),
  };
  const client = target.dataDir ? new PGlite(target.dataDir, options) : new PGlite(options);
  await client.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  notificationSources.set(db, { kind: 'pglite', client });
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
    dump: () => client.dumpDataDir('gzip'),
  };
}
