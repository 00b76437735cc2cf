import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  builtScripts,
  firstScreenFiles,
  gzipSize,
  readBuildManifest,
  WIDGET_DIR,
} from './bundle-sizes.ts';

/** Budgets from the foundation issue, in gzip bytes. 2.5 KB is taken as 2.5 KiB. */
const LOADER_BUDGET = 2560;
const FIRST_SCREEN_BUDGET = 60 * 1024;

describe('size budgets (the build is deterministic, so these are exact)', () => {
  it('has a build to measure', () => {
    expect(existsSync('dist/widget/manifest.json'), 'run `npm run build` first').toBe(true);
  });

  it(`keeps the loader within ${LOADER_BUDGET} bytes gzip`, () => {
    expect(gzipSize('hotel-booking.js')).toBeLessThanOrEqual(LOADER_BUDGET);
  });

  it(`keeps the inline widget's first screen within ${FIRST_SCREEN_BUDGET} bytes gzip`, () => {
    const files = firstScreenFiles(readBuildManifest());
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    expect(total).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
  });

  it('ships React as preact/compat, and only the active locale with the first screen', () => {
    const files = firstScreenFiles(readBuildManifest());
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
