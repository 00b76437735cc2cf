import { type Kysely, sql } from 'kysely';
import { addDays } from '../../src/rules/dates.ts';
import type { Database } from '../db/schema.ts';
import { changeReader, type StockChange } from './stock-changes.ts';
import {
  emptyNight,
  type HotelPrice,
  type Layout,
  loadLayout,
  type NightBlock,
  type PriceKey,
  priceStay,
} from './stock-layout.ts';

/** The index's figures for one search: hotels it priced, and hotels left to the room search's rules. */
export interface IndexPrices {
  prices: Map<number, HotelPrice>;
  ruled: ReadonlySet<number>;
}

/** Prices every hotel the index can for a search's stay and guests. */
export type HotelPricer = (key: PriceKey) => Promise<IndexPrices>;

/** Nights kept in memory (a year's horizon and the longest stay, with room to spare). */
const MAX_NIGHTS_KEPT = 800;

/** One room type's night as read from `inventory`. */
interface NightRow {
  room_type_id: number;
  date: string;
  remaining: number;
  /** NULL: a night priced by plan rates only (a console's room type, issue 39). */
  price_per_adult: number | null;
  closed: boolean;
}

/**
 * Writes a read night into its block (closed: −1 rooms). A night without the room type's
 * per-adult rate is priced by its plans' own rates, which this index does not hold: it is left
 * out like a closed one rather than listed at 0.
 */
function fill(l: Layout, blocks: ReadonlyMap<string, NightBlock>, row: NightRow): void {
  const slot = l.slotOf.get(Number(row.room_type_id));
  const block = blocks.get(row.date);
  if (slot === undefined || !block) return;
  block.price[slot] = Number(row.price_per_adult ?? 0);
  block.remaining[slot] = row.closed || row.price_per_adult === null ? -1 : Number(row.remaining);
}

interface Night {
  /** The layout the block's slots follow. */
  signature: string;
  block: Promise<NightBlock>;
}

/**
 * The agency search's prices, from memory: every room type's rate and stock for the nights
 * searched so far (read by date through the date-first inventory index, about 5,000 rows a
 * night for the 2,100-hotel catalogue) and its plans' supplements, so a stay over all hotels
 * costs a pass over arrays instead of a query over its nights. Before each search it reads
 * what changed since its last one from `agency_stock_changes` (migration 027: triggers log every
 * write of stock, rates, room types and plans, whoever makes it), so an answer reflects every
 * change committed before the search began, in this process or any other. Concurrent searches
 * share one read of the log.
 */
export function stayIndex(db: Kysely<Database>, now: () => Date): HotelPricer {
  const readChanges = changeReader(db, now);
  let layout: Promise<Layout> | null = null;
  const nights = new Map<string, Night>();

  const currentLayout = (): Promise<Layout> => {
    const loading = layout ?? loadLayout(db);
    if (!layout) {
      layout = loading;
      loading.catch(() => {
        if (layout === loading) layout = null;
      });
    }
    return loading;
  };

  const reset = (): void => {
    layout = null;
    nights.clear();
  };

  /** Reads nights [first, first + count) for `l` into one block per night. */
  const loadNights = (l: Layout, first: string, count: number): void => {
    const rows = sql<NightRow>`
      SELECT room_type_id, date::text AS date, remaining, price_per_adult, closed FROM inventory
      WHERE date >= ${first}::date AND date < ${first}::date + ${count}::int`
      .execute(db)
      .then((r) => {
        const blocks = new Map<string, NightBlock>();
        for (let i = 0; i < count; i++) blocks.set(addDays(first, i), emptyNight(l));
        for (const row of r.rows) fill(l, blocks, row);
        return blocks;
      });
    for (let i = 0; i < count; i++) {
      const date = addDays(first, i);
      const block = rows.then((blocks) => blocks.get(date) ?? emptyNight(l));
      // A failed read is not kept: the next search reads the night again.
      block.catch(() => {
        if (nights.get(date)?.block === block) nights.delete(date);
      });
      nights.delete(date);
      nights.set(date, { signature: l.signature, block });
    }
    for (const date of nights.keys()) {
      if (nights.size <= MAX_NIGHTS_KEPT) break;
      nights.delete(date);
    }
  };

  /** The stay's nights for `l`, reading those not in memory (consecutive ones in one query). */
  const nightsOf = (l: Layout, checkin: string, count: number): Promise<NightBlock[]> => {
    const dates = Array.from({ length: count }, (_, i) => addDays(checkin, i));
    const fresh = (date: string) => nights.get(date)?.signature === l.signature;
    for (let i = 0; i < count; ) {
      if (fresh(dates[i] ?? '')) {
        i++;
        continue;
      }
      let run = 1;
      while (i + run < count && !fresh(dates[i + run] ?? '')) run++;
      loadNights(l, dates[i] ?? checkin, run);
      i += run;
    }
    return Promise.all(
      dates.map((date) => nights.get(date)?.block ?? Promise.reject(new Error(date))),
    );
  };

  /** Re-reads the nights in memory that `changes` touched (after their reads in flight). */
  const apply = async (changes: StockChange[]): Promise<void> => {
    if (changes.some((c) => c.roomTypeId === null)) {
      const before = layout ? await layout : null;
      layout = null;
      const after = await currentLayout();
      if (before?.signature !== after.signature) nights.clear();
    }
    if (nights.size === 0) return;
    const touched = changes.filter((c) => c.roomTypeId !== null && c.from && c.to);
    const dates = [...nights.keys()].sort();
    const first = dates[0] ?? '';
    const last = dates[dates.length - 1] ?? '';
    const wanted = touched.flatMap((c) =>
      (c.to ?? '') < first || (c.from ?? '') > last
        ? []
        : [
            {
              id: c.roomTypeId ?? 0,
              from: maxOf(c.from ?? '', first),
              to: minOf(c.to ?? '', last),
            },
          ],
    );
    if (wanted.length === 0) return;
    const l = await currentLayout();
    const held = new Map<string, NightBlock>();
    for (const date of dates) {
      const night = nights.get(date);
      if (night?.signature === l.signature && wanted.some((w) => w.from <= date && date <= w.to))
        held.set(date, await night.block);
    }
    const { rows } = await sql<NightRow>`
      SELECT i.room_type_id, i.date::text AS date, i.remaining, i.price_per_adult, i.closed
      FROM inventory i
      JOIN unnest(${wanted.map((w) => w.id)}::int[], ${wanted.map((w) => w.from)}::date[],
                  ${wanted.map((w) => w.to)}::date[]) AS c(id, first, last)
        ON i.room_type_id = c.id AND i.date BETWEEN c.first AND c.last`.execute(db);
    // Rows gone (deleted) leave their nights closed.
    for (const w of wanted) {
      const slot = l.slotOf.get(w.id);
      if (slot === undefined) continue;
      for (const [date, block] of held)
        if (w.from <= date && date <= w.to) block.remaining[slot] = -1;
    }
    for (const row of rows) fill(l, held, row);
  };

  const catchUp = async (): Promise<void> => {
    try {
      const read = await readChanges();
      if (read.restart) reset();
      else if (read.changes.length > 0) await apply(read.changes);
    } catch (error) {
      // Whatever was read may be half applied: start over from the database.
      reset();
      throw error;
    }
  };

  // At most one read of the log runs; searches arriving meanwhile share the next one, which
  // starts after it (so it still sees every change committed before they arrived).
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const sync = (): Promise<void> => {
    if (!running) {
      const run = catchUp().finally(() => {
        if (running === run) running = null;
      });
      running = run;
      return run;
    }
    if (!queued) {
      const next = running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return sync();
        });
      queued = next;
    }
    return queued;
  };

  return async (key) => {
    await sync();
    const l = await currentLayout();
    const nightsOfStay = key.stay ? await nightsOf(l, key.stay.checkin, key.stay.nights) : null;
    return { prices: priceStay(l, nightsOfStay, key), ruled: l.ruled };
  };
}

const maxOf = (a: string, b: string): string => (a > b ? a : b);
const minOf = (a: string, b: string): string => (a < b ? a : b);
