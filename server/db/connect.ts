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
    return { db, kind: 'postgres', close: () => db.destroy() };
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
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
    dump: () => client.dumpDataDir('gzip'),
  };
}
