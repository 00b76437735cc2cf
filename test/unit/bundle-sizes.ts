import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const WIDGET_DIR = 'dist/widget';

/**
 * Budgets in gzip bytes (a KB taken as a KiB). The loader: issue 23's 2 KB. 2,039 B since it
 * takes in a first screen the hotel's server wrote into the page (2,026 B before; a `div()`
 * helper and three removals paid for most of it); 2,660 B with every mode in it, 2,222 B before
 * the inline first screen came drawn by the server. A few bytes move with the chunk hashes it
 * names (±3 B seen).
 */
export const LOADER_BUDGET = 2048;
/**
 * What a modal or new-tab page loads before its button shows: the loader and the buttons chunk
 * (the button, its label in eight languages, the hosted page's address). 3,457 B: 797 B more
 * than the one loader of every mode was, the price of an inline page (the default, and most
 * hotels' embed) carrying none of it; and a button in another language no longer waits for the
 * 3 KB modes chunk for its label.
 */
export const BUTTONS_BUDGET = 3.4 * 1024;
/**
 * The server's drawing of the inline first screen (`{ html, css }` of `GET
 * /widget/first-screen` for the demo hotel, gzip -9): 3,332 B (3,058 B with the test
 * fixture's settings, which bench/sizes.ts draws); the date text moves it by a few bytes. Checked
 * in server/web/first-screen/size.test.ts.
 */
export const DRAWING_BUDGET = 3.4 * 1024;
/**
 * The inline widget's code (loader, widget chunk, first messages), as it loads on the guest's
 * intent over the server's drawing, or at once where there is none (a returning guest, a deep
 * link): 52,327 B since the loader carries the inline mode only (52,771 B with the take-over,
 * 51,574 B before it, 54,408 B before issue 23's second round, 61,216 B before the first), with
 * ~300 B headroom.
 */
export const WIDGET_BUDGET = 51.4 * 1024;

interface Manifest {
  widget: string;
  hosted: string;
  modes: string;
  buttons: string;
  /** The hotel console's entry (test/unit/console-bundle.test.ts). */
  console?: string;
  graph: Record<string, { imports: string[]; dynamicImports: string[] }>;
}

/** The built loader and chunks (not their `.br`/`.gz` copies), relative to `dir`. */
export function builtScripts(dir = WIDGET_DIR): string[] {
  return [
    'hotel-booking.js',
    ...readdirSync(join(dir, 'chunks'))
      .filter((name) => !/\.(br|gz)$/.test(name))
      .map((name) => `chunks/${name}`),
  ];
}

export function readBuildManifest(dir = WIDGET_DIR): Manifest {
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
}

/** gzip -9 size of a built file: what a browser downloads with Content-Encoding: gzip. */
export function gzipSize(file: string, dir = WIDGET_DIR): number {
  return gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
}

/** A chunk and every chunk it may load, statically or on demand, transitively. */
export function reachableChunks(manifest: Manifest, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const node = manifest.graph[file];
    for (const next of [...(node?.imports ?? []), ...(node?.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return [...seen];
}

/** A chunk and everything it imports statically, transitively (what loads with it). */
export function withStaticImports(manifest: Manifest, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of manifest.graph[file]?.imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen];
}

/**
 * Everything the inline widget downloads before its own search form is usable: the loader, the
 * widget entry with its static imports, and the English messages.
 */
export function widgetFiles(manifest: Manifest): string[] {
  const widget = withStaticImports(manifest, manifest.widget);
  // The widget's own English chunk (each app build has its own chunks).
  const english = widget
    .flatMap((file) => manifest.graph[file]?.dynamicImports ?? [])
    .find((file) => /chunks\/en-[\w-]+\.js$/.test(file));
  if (!english) throw new Error('No English locale chunk in the build');
  return ['hotel-booking.js', ...widget, english];
}
