/**
 * Prints the built widget's chunks with raw, gzip and Brotli sizes (the `.br` file is what a
 * browser that accepts Brotli downloads), the first-screen totals, and what the first screen's
 * chunks are made of (per package and src folder, from the build's source maps).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { composition } from '../test/unit/bundle-composition.ts';
import {
  builtScripts,
  FIRST_SCREEN_BUDGET,
  firstScreenFiles,
  gzipSize,
  LOADER_BUDGET,
  readBuildManifest,
  WIDGET_DIR,
} from '../test/unit/bundle-sizes.ts';

const manifest = readBuildManifest();
const files = builtScripts();
const brotliSize = (file: string) => statSync(join(WIDGET_DIR, `${file}.br`)).size;
const first = new Set(firstScreenFiles(manifest));
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
console.log(`inline first screen: ${firstTotal} B gzip (budget ${FIRST_SCREEN_BUDGET} B)`);
console.log(`inline first screen as downloaded with Brotli: ${firstBrotli} B`);
