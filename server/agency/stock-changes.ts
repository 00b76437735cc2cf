import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Nights of one room type that changed; no room type: room types or plans changed. */
export interface StockChange {
  roomTypeId: number | null;
  from: string | null;
  to: string | null;
}

/** What one read of the log found: `restart` when the reader had no position (or lost it). */
export type ChangeRead = { restart: true } | { restart: false; changes: StockChange[] };

/** A log row as read: seq (bigint, as text), room type, first and last night. */
type Entry = [string, number | null, string | null, string | null];

/** The log keeps an hour (migration 027); a reader idle for half of that starts over. */
const IDLE_RESTART_MS = 30 * 60_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * A reader of `agency_stock_changes` for one process. Each read returns, once, the rows committed
 * since the previous read: those numbered after the last one it saw, and those of transactions
 * still running at the previous read (their rows may be numbered lower, yet commit later). A
 * row committed before a read is numbered before every row written after it (the sequence has
 * no per-session cache), so nothing falls between. Long transactions elsewhere cost nothing.
 */
export function changeReader(db: Kysely<Database>, now: () => Date): () => Promise<ChangeRead> {
  let position: { seq: string; running: string[] } | null = null;
  let lastRead = 0;
  let lastPrune = 0;

  return async () => {
    const at = now().getTime();
    if (at - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = at;
      // Any process may prune; a failure only leaves the rows for the next one.
      sql`DELETE FROM agency_stock_changes WHERE at < now() - interval '1 hour'`
        .execute(db)
        .catch(() => undefined);
    }
    const since = at - lastRead < IDLE_RESTART_MS ? position : null;
    lastRead = at;
    // One statement, one snapshot: the running transactions are those this read cannot see.
    const { rows } = await sql<{ running: string[] | null; last: string; changes: Entry[] | null }>`
      SELECT
        (SELECT array_agg(x::text) FROM pg_snapshot_xip(pg_current_snapshot()) x) AS running,
        ${
          since === null
            ? sql`(SELECT coalesce(max(seq), 0)::text FROM agency_stock_changes) AS last, NULL`
            : sql`${since.seq}::text AS last,
                (SELECT json_agg(json_build_array(seq::text, room_type_id, date_from::text,
                   date_to::text) ORDER BY seq)
                 FROM agency_stock_changes
                 WHERE seq > ${since.seq}::bigint OR tx = ANY(${`{${since.running.join(',')}}`}::xid8[]))`
        } AS changes`.execute(db);
    const head = rows[0];
    if (!head) throw new Error('agency_stock_changes: no answer');
    const changes: StockChange[] = [];
    let last = BigInt(head.last);
    for (const [seq, roomTypeId, from, to] of parseList(head.changes)) {
      if (BigInt(seq) > last) last = BigInt(seq);
      changes.push({ roomTypeId, from, to });
    }
    position = { seq: last.toString(), running: parseList(head.running) };
    return since === null ? { restart: true } : { restart: false, changes };
  };
}

/** Arrays and JSON come parsed from both drivers; text only if a driver leaves them so. */
function parseList<T>(value: T[] | string | null): T[] {
  if (value === null) return [];
  if (typeof value !== 'string') return value;
  if (value.startsWith('{'))
    return (value === '{}' ? [] : value.slice(1, -1).split(',')) as unknown as T[];
  return JSON.parse(value) as T[];
}
