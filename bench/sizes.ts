/** Prints the built widget's chunks with raw and gzip sizes, and the first-screen total. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  firstScreenFiles,
  gzipSize,
  readBuildManifest,
  WIDGET_DIR,
} from '../test/unit/bundle-sizes.ts';

const manifest = readBuildManifest();
const files = [
  'hotel-booking.js',
  ...readdirSync(join(WIDGET_DIR, 'chunks')).map((f) => `chunks/${f}`),
];
const first = new Set(firstScreenFiles(manifest));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`.padStart(10);
console.log(`${'file'.padEnd(40)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}  first screen`);
let firstTotal = 0;
for (const file of files.sort()) {
  const raw = statSync(join(WIDGET_DIR, file)).size;
  const gz = gzipSize(file);
  if (first.has(file)) firstTotal += gz;
  console.log(`${file.padEnd(40)} ${kb(raw)} ${kb(gz)}  ${first.has(file) ? 'yes' : ''}`);
}
console.log(`\nloader: ${gzipSize('hotel-booking.js')} B gzip (budget 2560 B)`);
console.log(`inline first screen: ${firstTotal} B gzip (budget ${60 * 1024} B)`);
