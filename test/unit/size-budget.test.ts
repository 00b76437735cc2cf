import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { isLaterMessage } from '../../src/i18n/message-groups.ts';
import { composition, textBySource } from './bundle-composition.ts';
import {
  BUTTONS_BUDGET,
  builtScripts,
  gzipSize,
  LOADER_BUDGET,
  readBuildManifest,
  WIDGET_BUDGET,
  WIDGET_DIR,
  widgetFiles,
} from './bundle-sizes.ts';

/**
 * Code the first screen (the search form) never runs: each is loaded by the screen, menu or
 * notice that needs it. A path here found in a first-screen chunk's source map fails the test.
 */
const LAZY_SOURCES = [
  'node_modules/dompurify/',
  'src/lib/sanitize-html.ts',
  'src/lib/hotel-css.ts',
  // The ICU parser: messages are compiled at build time, only the no-parser entry ships.
  'node_modules/@formatjs/icu-messageformat-parser/index.js',
  'node_modules/@formatjs/icu-messageformat-parser/parser.js',
  'src/features/lottery/',
  'src/features/agency/',
  'src/features/account/',
  'src/features/membership/',
  'src/features/corporate/',
  'src/features/reservation/',
  'src/features/booking/payment/',
  'src/shared/payment/',
  'src/features/results/ResultsPanel.tsx',
  'src/shared/date-range-picker/CalendarDialog.tsx',
  'src/app/screens/later-screens.tsx',
  // Issue 23's cuts: what a search, an error, the calendar dialog or Continue loads.
  'src/app/screens/search-actions.ts',
  'src/shared/search/run-search.ts',
  'src/shared/search/load-availability.ts',
  'src/shared/search/criteria-params.ts',
  'src/features/search/remember-search.ts',
  'src/features/booking/booking-storage.ts',
  'src/api/errors/catalogue.ts',
  'src/api/errors/message-id.ts',
  'src/shared/errors/error-message.ts',
  'src/shared/date-range-picker/price-labels.ts',
  'src/money/format-money.ts',
  'src/money/CurrencyModal.tsx',
  'src/app/currency-modal-css.ts',
  // The calendar's day picking, grid labels and availability levels (the date field keeps
  // range.ts and short-date.ts).
  'src/shared/date-range-picker/pick.ts',
  'src/shared/date-range-picker/labels.ts',
  'src/shared/date-range-picker/availability.ts',
  // Each loaded only where it is needed: the hosted app's links (the kept hotel and language,
  // given by its embedding), the single-hotel links' redirect, the children an agency link
  // names, and the reading of an error answer (the first screen's calls answer without one).
  'src/shared/embed/kept-params.ts',
  'src/app/redirect-address.ts',
  'src/app/ParamRedirect.tsx',
  'src/shared/search/guests/address-children.ts',
  'src/api/errors/from-response.ts',
  'src/api/errors/parse-error-body.ts',
  'src/api/errors/error-schema.ts',
];

/**
 * valibot builders only later screens use (forms, answers of later calls). valibot is split per
 * function in the build (scripts/rollup-split-module.mjs); one of these on the first screen
 * means the split stopped working and every later schema builder is back in the main chunk.
 */
const LATER_VALIBOT = ['email', 'url', 'iso_date', 'variant', 'regex', 'integer', 'min_value'];

describe('size budgets (the build is deterministic, so these are exact)', () => {
  it('has a build to measure', () => {
    expect(existsSync('dist/widget/manifest.json'), 'run `npm run build` first').toBe(true);
  });

  it(`keeps the loader within ${LOADER_BUDGET} bytes gzip`, () => {
    expect(gzipSize('hotel-booking.js')).toBeLessThanOrEqual(LOADER_BUDGET);
  });

  it(`keeps a button page's first load (loader and buttons chunk) within ${BUTTONS_BUDGET} bytes gzip`, () => {
    const total = gzipSize('hotel-booking.js') + gzipSize(readBuildManifest().buttons);
    expect(total).toBeLessThanOrEqual(BUTTONS_BUDGET);
  });

  it(`keeps the inline widget's code within ${WIDGET_BUDGET} bytes gzip`, () => {
    const files = widgetFiles(readBuildManifest());
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    expect(total).toBeLessThanOrEqual(WIDGET_BUDGET);
  });

  it('attributes every byte of the first screen to a source, with no lazy code in it', () => {
    const chunks = widgetFiles(readBuildManifest()).filter((f) => f !== 'hotel-booking.js');
    const { shares, sources } = composition(chunks);
    const total = chunks.reduce((sum, file) => sum + gzipSize(file), 0);
    const attributed = shares.reduce((sum, share) => sum + share.gzip, 0);
    // Rounding each share to a byte: the shares add up to the chunks' gzip size.
    expect(Math.abs(attributed - total)).toBeLessThanOrEqual(shares.length);
    expect(shares.map((share) => share.group)).toContain('preact');
    const lazyFound = [...sources].filter((source) =>
      LAZY_SOURCES.some((lazy) => source.replaceAll('\\', '/').startsWith(lazy)),
    );
    expect(lazyFound).toEqual([]);
  });

  it('ships its packages in production mode, and later valibot builders with later screens', () => {
    const chunks = widgetFiles(readBuildManifest()).filter((f) => f !== 'hotel-booking.js');
    const code = chunks.map((file) => readFileSync(join(WIDGET_DIR, file), 'utf8')).join('\n');
    // jotai reads Vite's `import.meta.env.MODE`; left in, the browser ran its development mode.
    expect(code).not.toContain('import.meta.env');
    expect(code).not.toContain('process.env');
    const valibot = chunks
      .flatMap((file) => [...textBySource(file)])
      .filter(([source]) => source.replaceAll('\\', '/').includes('node_modules/valibot/'))
      .map(([, text]) => text)
      .join('');
    expect(valibot).toContain('type:"object"');
    expect(LATER_VALIBOT.filter((type) => valibot.includes(`type:"${type}"`))).toEqual([]);
  });

  it("keeps every message the first screen's code names in the first messages chunk", () => {
    const chunks = widgetFiles(readBuildManifest()).filter((f) => f !== 'hotel-booking.js');
    const ids = new Set(Object.keys(en));
    const named = [...composition(chunks).sources]
      .filter((source) => /^src\/.*\.tsx?$/.test(source))
      .flatMap((source) => [...readFileSync(source, 'utf8').matchAll(/'([a-z][\w.]+)'/gi)])
      .map((match) => match[1] ?? '')
      .filter((id) => ids.has(id));
    expect(named.length).toBeGreaterThan(20);
    // A later message on the first screen would show its id until the second chunk arrives;
    // these two are shown only after a search (by then the second chunk is in).
    const afterSearch = ['results.loading', 'booking.guest.cannotStart'];
    expect(named.filter((id) => isLaterMessage(id) && !afterSearch.includes(id))).toEqual([]);
  });

  it('ships React as preact/compat, and only the active locale with the first screen', () => {
    const files = widgetFiles(readBuildManifest());
    expect(files.filter((file) => /chunks\/(ja|ko|ar|th|id|zh_Hans|zh_Hant)-/.test(file))).toEqual(
      [],
    );
  });

  it('ships a Brotli and a gzip copy of every built file, each decoding to the file', () => {
    const files = [...builtScripts(), 'manifest.json'];
    for (const file of files) {
      const body = readFileSync(join(WIDGET_DIR, file));
      // Buffer.equals, not toEqual: a deep compare walks every byte through the matcher and
      // took 11 s here (20 s and a timeout on a loaded machine).
      const br = brotliDecompressSync(readFileSync(join(WIDGET_DIR, `${file}.br`)));
      expect(br.equals(body), `${file}.br`).toBe(true);
      expect(
        gunzipSync(readFileSync(join(WIDGET_DIR, `${file}.gz`))).equals(body),
        `${file}.gz`,
      ).toBe(true);
    }
  });
});
