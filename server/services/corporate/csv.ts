import type { CorporateAdminRow } from '../../../src/api/contract/index.ts';

/**
 * The admin rows as CSV a spreadsheet opens correctly (product.md §6 downloads): UTF-8 with a
 * byte-order mark (without it Excel reads Japanese text as Shift_JIS), CRLF line ends and
 * RFC 4180 quoting. A text cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return
 * is prefixed with `'`, so a guest named `=HYPERLINK(…)` stays text instead of becoming a
 * formula (CSV injection); numbers are written as numbers.
 */
export const CSV_BOM = '\uFEFF';

/** The columns, in the order of product.md §3 "Corporate admin row". */
export const CSV_COLUMNS = [
  'reservation_number',
  'guest_name',
  'hotel_name',
  'checkin_date',
  'nights',
  'rooms',
  'status',
  'price',
  'currency',
  'maximum_nights',
  'remaining_nights',
  'reserved_nights',
  'period',
  'year',
] as const satisfies readonly (keyof CorporateAdminRow)[];

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell, guarded and quoted as needed. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, ending in CRLF. */
export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The whole file: BOM, header line, one line per row. */
export function corporateCsv(rows: readonly CorporateAdminRow[]): string {
  return (
    CSV_BOM +
    csvLine(CSV_COLUMNS) +
    rows.map((row) => csvLine(CSV_COLUMNS.map((c) => row[c]))).join('')
  );
}
