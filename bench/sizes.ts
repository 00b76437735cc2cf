/**
 * Prints the built widget's chunks with raw, gzip and Brotli sizes (the `.br` file is what a
 * browser that accepts Brotli downloads), the first-screen totals, and what the first screen's
 * chunks are made of (per package and src folder, from the build's source maps).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { embedMarkup } from '../server/web/first-screen/embed.ts';
import { renderFirstScreen } from '../src/element/first-screen.tsx';
import { settingsFixture } from '../src/shared/testing/settings-fixture.ts';
import { composition } from '../test/unit/bundle-composition.ts';
import {
  BUTTONS_BUDGET,
  builtScripts,
  DRAWING_BUDGET,
  gzipSize,
  LOADER_BUDGET,
  readBuildManifest,
  WIDGET_BUDGET,
  WIDGET_DIR,
  widgetFiles,
} from '../test/unit/bundle-sizes.ts';

const manifest = readBuildManifest();
const files = builtScripts();
const brotliSize = (file: string) => statSync(join(WIDGET_DIR, `${file}.br`)).size;
const first = new Set(widgetFiles(manifest));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`.padStart(10);
console.log(
  `${'file'.padEnd(40)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'br'.padStart(10)}  first screen`,
);
let firstTotal = 0;
let firstBrotli = 0;
for (const file of files.sort()) {
  const raw = statSync(join(WIDGET_DIR, file)).size;
  const gz = gzipSize(file);
  const br = brotliSize(file);
  if (first.has(file)) {
    firstTotal += gz;
    firstBrotli += br;
  }
  console.log(`${file.padEnd(40)} ${kb(raw)} ${kb(gz)} ${kb(br)}  ${first.has(file) ? 'yes' : ''}`);
}

// The loader has no source map (it is built as one IIFE); its size is its own line below.
const { shares } = composition([...first].filter((file) => file !== 'hotel-booking.js'));
console.log(
  `\nfirst screen's chunks by package and src folder (minified bytes; gzip share):\n${'group'.padEnd(40)} ${'minified'.padStart(10)} ${'gzip'.padStart(10)}`,
);
for (const { group, rendered, gzip } of shares) {
  console.log(`${group.padEnd(40)} ${kb(rendered)} ${kb(gzip)}`);
}

console.log(`\nloader: ${gzipSize('hotel-booking.js')} B gzip (budget ${LOADER_BUDGET} B)`);
console.log(`loader as downloaded with Brotli: ${brotliSize('hotel-booking.js')} B`);
const buttons = gzipSize('hotel-booking.js') + gzipSize(manifest.buttons);
console.log(
  `modal/new-tab button page (loader + buttons chunk): ${buttons} B gzip (budget ${BUTTONS_BUDGET} B)`,
);
console.log(`inline widget's code: ${firstTotal} B gzip (budget ${WIDGET_BUDGET} B)`);
console.log(`inline widget's code as downloaded with Brotli: ${firstBrotli} B`);

// What a new guest's browser downloads before reaching for the widget: the loader and the
// server's drawing of the first screen (drawn here from the test fixture's settings).
const drawn = await renderFirstScreen({
  attributes: { 'hotel-code': 'sakura-tokyo' },
  settings: settingsFixture(),
  preferences: { stored: undefined, browserLanguages: ['en'] },
  // The demo hotel offers sign-in: the drawing shows the button (issue 37).
  signInButton: { is_active: true, sign_up_active: true, translations: {} },
});
const drawing = gzipSync(JSON.stringify(drawn), { level: 9 }).length;
console.log(`server's drawing of the first screen: ${drawing} B gzip (budget ${DRAWING_BUDGET} B)`);
console.log(
  `inline first screen before intent (loader + drawing): ${gzipSize('hotel-booking.js') + drawing} B gzip`,
);
// The same drawing written into the hotel's page by its server (README, "First screen from your
// server"): the page grows by it (compressed with the page), and no drawing is asked for.
const written = gzipSync(embedMarkup(drawn, Date.now()), { level: 9 }).length;
console.log(`first screen written into the page: ${written} B gzip of the page's HTML, no request`);
