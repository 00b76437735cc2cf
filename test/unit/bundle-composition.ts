/**
 * What a built chunk holds, from its source map: every byte of the minified chunk is attributed
 * to the source file it came from (a package in node_modules, a src folder, a locale), so the
 * size test can say what the first screen is made of and check that lazy code stayed out of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WIDGET_DIR } from './bundle-sizes.ts';

/** Where the build writes the chunks' source maps (rollup.config.mjs, never served). */
export const MAPS_DIR = 'dist/widget-maps';

interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment's fields from Base64 VLQ ("A" = 0, continuation bit 32, sign in the low bit). */
function decodeSegment(text: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`Not a Base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/** Per generated line, its segments as [generated column, source index] (absolute values). */
export function decodeMappings(mappings: string): [number, number | undefined][][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter((segment) => segment !== '')
      .map((segment): [number, number | undefined] => {
        const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
        column += columnDelta;
        if (sourceDelta === undefined) return [column, undefined];
        source += sourceDelta;
        return [column, source];
      });
  });
}

/** The minified text of `file` that came from each source (paths relative to the repo). */
export function textBySource(file: string): Map<string, string> {
  const mapFile = join(MAPS_DIR, `${file}.map`);
  if (!existsSync(mapFile)) throw new Error(`No source map ${mapFile}: run \`npm run build\``);
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap;
  const sources = map.sources.map((source) => relative('.', resolve(dirname(mapFile), source)));
  const lines = readFileSync(join(WIDGET_DIR, file), 'utf8').split('\n');
  const texts = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (text === '') return;
    const list = texts.get(source);
    if (list) list.push(text);
    else texts.set(source, [text]);
  };
  decodeMappings(map.mappings).forEach((segments, index) => {
    const line = lines[index] ?? '';
    // Text before the first segment (and lines without one) came from no source.
    add(UNMAPPED, line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const name = source === undefined ? UNMAPPED : (sources[source] ?? UNMAPPED);
      add(name, line.slice(column, end));
    });
  });
  return new Map([...texts].map(([source, list]) => [source, list.join('')]));
}

const UNMAPPED = '(glue)';

/**
 * The group a source belongs to: its npm package, `src/features/<name>`, `src/<layer>/<folder>`,
 * `locales`, or `(glue)` for what no source produced (rollup's import/export lines).
 */
export function groupOf(source: string): string {
  const path = source.replaceAll('\\', '/');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (pkg?.[1]) return pkg[1];
  if (path.startsWith('locales/')) return 'locales';
  const parts = path.split('/');
  if (parts[0] === 'src' && parts[1] === 'features') return parts.slice(0, 3).join('/');
  // A folder's files are grouped; a file directly in src/<layer>/ is the layer.
  if (parts[0] === 'src' || parts[0] === 'loader')
    return parts.slice(0, parts.length > 3 ? 3 : 2).join('/');
  return path;
}

export interface Share {
  group: string;
  /** UTF-8 bytes of the minified chunk that came from the group. */
  rendered: number;
  /** The group's part of the chunk's gzip size (its text gzipped alone, scaled to the whole). */
  gzip: number;
}

/** What the given chunks hold, per group, largest first, with the source files seen. */
export function composition(files: string[]): { shares: Share[]; sources: Set<string> } {
  const totals = new Map<string, Share>();
  const sources = new Set<string>();
  for (const file of files) {
    const groups = new Map<string, string>();
    for (const [source, text] of textBySource(file)) {
      sources.add(source);
      const group = groupOf(source);
      groups.set(group, (groups.get(group) ?? '') + text);
    }
    const whole = gzipSync(readFileSync(join(WIDGET_DIR, file)), { level: 9 }).length;
    const alone = new Map([...groups].map(([group, text]) => [group, gzipSync(text).length]));
    const sumAlone = [...alone.values()].reduce((a, b) => a + b, 0);
    for (const [group, text] of groups) {
      const share = totals.get(group) ?? { group, rendered: 0, gzip: 0 };
      share.rendered += Buffer.byteLength(text);
      share.gzip += ((alone.get(group) ?? 0) * whole) / sumAlone;
      totals.set(group, share);
    }
  }
  const shares = [...totals.values()]
    .map((share) => ({ ...share, gzip: Math.round(share.gzip) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { shares, sources };
}
