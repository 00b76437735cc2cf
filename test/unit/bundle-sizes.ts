import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const WIDGET_DIR = 'dist/widget';

interface Manifest {
  widget: string;
  hosted: string;
  modes: string;
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
 * Everything the inline widget downloads before its search form is usable: the loader, the
 * widget entry with its static imports, and the English messages.
 */
export function firstScreenFiles(manifest: Manifest): string[] {
  const english = Object.keys(manifest.graph).find((file) => /chunks\/en-[\w-]+\.js$/.test(file));
  if (!english) throw new Error('No English locale chunk in the build');
  return ['hotel-booking.js', ...withStaticImports(manifest, manifest.widget), english];
}
