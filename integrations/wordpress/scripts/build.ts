import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type Zippable, zipSync } from 'fflate';

/** The plugin's folder: everything in it is what a hotel uploads. */
export const PLUGIN_DIR = resolve(import.meta.dirname, '../hotel-booking');
/** Where `npm run build:wordpress` writes the zip. */
export const ZIP_PATH = resolve(import.meta.dirname, '../../../dist/hotel-booking-wordpress.zip');

/** Every file under `dir`, sorted, as paths relative to it with `/`. */
export function pluginFiles(dir = PLUGIN_DIR): string[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/**
 * The zip, the same bytes from the same files: sorted names, one fixed date (built from local
 * date parts, as a zip stores local time) and fixed Unix permissions.
 */
export function zipPlugin(dir = PLUGIN_DIR): Uint8Array {
  const mtime = new Date(2026, 0, 1, 0, 0, 0);
  const files: Zippable = {};
  for (const file of pluginFiles(dir))
    files[`hotel-booking/${file}`] = [
      readFileSync(join(dir, file)),
      { level: 9, mtime, os: 3, attrs: 0o644 << 16 },
    ];
  return zipSync(files);
}

/** Writes the zip to ZIP_PATH and returns its path. */
export function buildWordPressZip(): string {
  mkdirSync(resolve(ZIP_PATH, '..'), { recursive: true });
  writeFileSync(ZIP_PATH, zipPlugin());
  return ZIP_PATH;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const path = buildWordPressZip();
  console.log(`${relative(process.cwd(), path)} (${pluginFiles().length} files)`);
}
