/**
 * Prints the built widget's chunks with raw, gzip and Brotli sizes (the `.br` file is what a
 * browser that accepts Brotli downloads), and the first-screen totals.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import {
  builtScripts,
  firstScreenFiles,
  gzipSize,
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
console.log(`\nloader: ${gzipSize('hotel-booking.js')} B gzip (budget 2560 B)`);
console.log(`loader as downloaded with Brotli: ${brotliSize('hotel-booking.js')} B`);
console.log(`inline first screen: ${firstTotal} B gzip (budget ${60 * 1024} B)`);
console.log(`inline first screen as downloaded with Brotli: ${firstBrotli} B`);
