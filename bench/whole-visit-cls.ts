import type { Page } from 'playwright-core';

/**
 * Whole-visit Cumulative Layout Shift, as a hotel's SEO team measures it (Core Web Vitals: the
 * largest session window of shifts, each window ending after 1 s without a shift or 5 s in all),
 * for a visit that goes on after the load: a search in the widget. Shifts within 500 ms of the
 * guest's input (`hadRecentInput`) are left out, as CLS leaves them out. Used by the search
 * journey (test/e2e/search-shift.e2e.test.ts) and bench/search-shift.ts.
 */

/** One `layout-shift` entry as recorded in the page. */
export interface ShiftEntry {
  value: number;
  time: number;
  input: boolean;
  /** What moved, for the report: node name and class, box before → after. */
  sources: string;
}

/** An init script: records every layout shift of the page (shadow trees too) from its start. */
export const RECORD_VISIT_SHIFTS = `
  window.__visitShifts = [];
  new PerformanceObserver((list) => {
    const box = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
    for (const entry of list.getEntries())
      window.__visitShifts.push({
        value: entry.value,
        time: entry.startTime,
        input: entry.hadRecentInput,
        sources: entry.sources
          .map((s) => (s.node ? s.node.nodeName + '.' + (s.node.className || '') : '?') + ' ' + box(s.previousRect) + ' → ' + box(s.currentRect))
          .join('; '),
      });
  }).observe({ type: 'layout-shift', buffered: true });`;

/** The shifts recorded so far (RECORD_VISIT_SHIFTS must have run as an init script). */
export const visitShifts = (page: Page): Promise<ShiftEntry[]> =>
  page.evaluate(() => (window as unknown as { __visitShifts: ShiftEntry[] }).__visitShifts);

/** Cumulative Layout Shift of the entries: the largest session window, input shifts left out. */
export function cumulativeLayoutShift(entries: readonly ShiftEntry[]): number {
  let largest = 0;
  let window = 0;
  let first = Number.NEGATIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const entry of entries) {
    if (entry.input) continue;
    if (entry.time - last > 1000 || entry.time - first > 5000) {
      window = 0;
      first = entry.time;
    }
    window += entry.value;
    last = entry.time;
    largest = Math.max(largest, window);
  }
  return largest;
}

/**
 * A visit with a search, on a connection where the search answers and the widget's code
 * arrives `lateMs` after they are asked for (past the 500 ms input grace, the visits whose
 * growth counted: issue 44): opens `url` in `context`, lets `search` press Search and wait for
 * the results, then waits for the rest of the results (pictures) and a quiet second, and gives
 * the shifts of the whole visit. `page` is a fresh page (about:blank) of its own context.
 */
export async function searchVisit(
  page: Page,
  url: string,
  lateMs: number,
  search: (page: Page) => Promise<void>,
): Promise<{ cls: number; entries: ShiftEntry[] }> {
  await page.context().addInitScript(RECORD_VISIT_SHIFTS);
  if (lateMs > 0)
    for (const path of [/\/api\/v1\/rooms\?/, /\/widget\/chunks\//])
      await page.route(path, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, lateMs));
        await route.continue();
      });
  await page.goto(url);
  await search(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1200);
  const entries = await visitShifts(page);
  return { cls: cumulativeLayoutShift(entries), entries };
}

/** The shifts for a report: value, time, what moved (`input` for those CLS leaves out). */
export const describeShifts = (entries: readonly ShiftEntry[]): string[] =>
  entries.map(
    (e) => `${e.input ? 'input ' : ''}${e.value.toFixed(4)} @${Math.round(e.time)} ${e.sources}`,
  );
