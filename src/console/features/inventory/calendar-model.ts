import type { CalendarAnswer } from '../../../api/contract/console/inventory.ts';

/**
 * The rates calendar's pure parts (issue 39): the nights it spans, its rows, what a cell says
 * at a glance and where the arrow keys move the focus (WAI-ARIA grid pattern).
 */

/** How far the calendar reaches: 18 months of nights from today. */
export const CALENDAR_MONTHS = 18;
/** Nights one calendar read covers at most (the API's MAX_CALENDAR_NIGHTS). */
export const PAGE_NIGHTS = 400;

const DAY_MS = 86_400_000;

/** `2026-12-01` + n days, as YYYY-MM-DD (UTC calendar arithmetic, no time zone drift). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The nights from `start` to the same day 18 months on (exclusive). */
export function calendarNights(start: string): string[] {
  const end = new Date(`${start}T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() + CALENDAR_MONTHS);
  const count = daysBetween(start, end.toISOString().slice(0, 10));
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/** The reads that cover `nights` (each at most {@link PAGE_NIGHTS}, `to` inclusive). */
export function calendarPages(nights: readonly string[]): { from: string; to: string }[] {
  const pages: { from: string; to: string }[] = [];
  for (let i = 0; i < nights.length; i += PAGE_NIGHTS) {
    const last = nights[Math.min(nights.length, i + PAGE_NIGHTS) - 1];
    const first = nights[i];
    if (first !== undefined && last !== undefined) pages.push({ from: first, to: last });
  }
  return pages;
}

/** Joins pages of calendar answers into one (rows and stock matched by code). */
export function joinPages(pages: readonly CalendarAnswer[]): CalendarAnswer | null {
  const [first, ...rest] = pages;
  if (!first) return null;
  const rows = first.rows.map((row) => ({
    ...row,
    nights: [
      ...row.nights,
      ...rest.flatMap((p) => p.rows.find((r) => r.plan_code === row.plan_code)?.nights ?? []),
    ],
  }));
  const stock = first.stock.map((s) => ({
    ...s,
    nights: [
      ...s.nights,
      ...rest.flatMap(
        (p) => p.stock.find((r) => r.room_type_code === s.room_type_code)?.nights ?? [],
      ),
    ],
  }));
  return { from: first.from, to: rest.at(-1)?.to ?? first.to, rows, stock };
}

type Row = CalendarAnswer['rows'][number];
type Night = Row['nights'][number];
type StockNight = CalendarAnswer['stock'][number]['nights'][number];

/** What a cell shows at a glance. */
export interface CellSummary {
  /** The price of the plan's usual occupancy (the most adults it is priced for), or null. */
  readonly price: number | null;
  readonly adults: number;
  readonly roomsLeft: number | null;
  /** Restriction marks, in a fixed order (each a message id suffix). */
  readonly marks: readonly CellMark[];
  readonly source: Night['rate_source'];
}

export type CellMark =
  | { readonly kind: 'closed' | 'stopSell' | 'cta' | 'ctd' }
  | { readonly kind: 'minStay' | 'maxStay'; readonly nights: number };

/** A night of a plan row with its room type's stock, summed up for its cell. */
export function summarise(night: Night | undefined, stock: StockNight | undefined): CellSummary {
  const adults = night?.rate?.adults ?? [];
  let price: number | null = null;
  let count = 0;
  adults.forEach((amount, i) => {
    if (amount !== null) {
      price = amount;
      count = i + 1;
    }
  });
  const r = night?.restrictions;
  const marks: CellMark[] = [];
  if (stock?.closed) marks.push({ kind: 'closed' });
  if (r?.stop_sell) marks.push({ kind: 'stopSell' });
  if (r?.closed_to_arrival) marks.push({ kind: 'cta' });
  if (r?.closed_to_departure) marks.push({ kind: 'ctd' });
  const min = r?.min_stay_arrival ?? r?.min_stay_through ?? null;
  if (min !== null && min > 1) marks.push({ kind: 'minStay', nights: min });
  const max = r?.max_stay_arrival ?? r?.max_stay_through ?? null;
  if (max !== null) marks.push({ kind: 'maxStay', nights: max });
  return {
    price,
    adults: count,
    roomsLeft: stock?.rooms_to_sell === null || stock === undefined ? null : stock.rooms_left,
    marks,
    source: night?.rate_source ?? 'none',
  };
}

/** A grid position: row index among the plan rows, column index among the nights. */
export interface GridPosition {
  readonly row: number;
  readonly col: number;
}

/** Columns a Page Up / Page Down moves (a week is what a revenue manager thinks in). */
export const PAGE_COLUMNS = 7;

/**
 * Where a key moves the focus in a grid of `rows` × `cols` (WAI-ARIA grid: arrows one cell,
 * Home/End the row's first/last cell, Ctrl+Home/End the grid's, Page Up/Down a page of nights).
 * `rtl` swaps left and right. Null: the key does not move the focus.
 */
export function moveFocus(
  at: GridPosition,
  key: { key: string; ctrlKey?: boolean },
  size: { rows: number; cols: number },
  rtl = false,
): GridPosition | null {
  const clamp = (row: number, col: number): GridPosition => ({
    row: Math.max(0, Math.min(size.rows - 1, row)),
    col: Math.max(0, Math.min(size.cols - 1, col)),
  });
  const forward = rtl ? -1 : 1;
  switch (key.key) {
    case 'ArrowRight':
      return clamp(at.row, at.col + forward);
    case 'ArrowLeft':
      return clamp(at.row, at.col - forward);
    case 'ArrowDown':
      return clamp(at.row + 1, at.col);
    case 'ArrowUp':
      return clamp(at.row - 1, at.col);
    case 'Home':
      return key.ctrlKey ? clamp(0, 0) : clamp(at.row, 0);
    case 'End':
      return key.ctrlKey ? clamp(size.rows - 1, size.cols - 1) : clamp(at.row, size.cols - 1);
    case 'PageDown':
      return clamp(at.row, at.col + PAGE_COLUMNS);
    case 'PageUp':
      return clamp(at.row, at.col - PAGE_COLUMNS);
    default:
      return null;
  }
}
