import { posix } from 'node:path';

/*
 * The import direction of the tree (README, "Layout"), as a pure function of two paths so a
 * test can both scan the tree and plant violations.
 *
 *   src/rules < src/api < (src/lib, src/i18n, src/money, src/react.ts) < src/shared
 *     < src/features/<one> < src/app < (src/element, src/hosted)
 *   server/ → src/api/contract/**, src/rules/** and src/element/first-screen.tsx (the widget's
 *   server entry) only;  loader/ → src/rules/** only
 *   src/console (the hotel console, its own app) → src/rules, src/api, src/lib, src/i18n,
 *   src/money, src/react.ts and src/shared only (never the widget's features, app or entry
 *   points); nothing outside src/console imports it but tests
 *
 * Exceptions, each for a reason:
 * - src may import the loader's public surface (LOADER_SURFACE): the typed config and event
 *   map the element is built from; they are pure and tiny.
 * - the entry points (src/element, src/hosted) import from src/app only its entry files
 *   (APP_ENTRY), not the shell's insides.
 * - test files (`*.test.ts`) may import the server (a widget test that runs against the real
 *   provider crosses that boundary on purpose, principle 9) and any package (vitest, …).
 * Top-level test/, demo/, bench/ and scripts/ are outside the layers: they exercise the whole.
 */

/** The layers of src, lowest first; a file may import its own layer and those below it. */
const ORDER = ['rules', 'api', 'base', 'shared', 'feature', 'app', 'entry'] as const;

type SrcLayer = (typeof ORDER)[number];

/** The layer a repo-relative path belongs to. */
export type Layer =
  | { readonly kind: SrcLayer; readonly feature?: string }
  | { readonly kind: 'server' | 'loader' | 'console' | 'outside' };

/** The layers the console may import (the widget's features, app and entries are not). */
const CONSOLE_MAY_IMPORT = new Set<Layer['kind']>(['console', 'rules', 'api', 'base', 'shared']);

/** Loader files the widget may import (its pure public surface). */
const LOADER_SURFACE = new Set([
  'loader/widget-api.ts',
  'loader/events.ts',
  'loader/attributes.ts',
  'loader/parent-messages.ts',
]);

/** The files of src/app the entry points start it through. */
const APP_ENTRY = new Set([
  'src/app/App.tsx',
  'src/app/agency/index.ts',
  'src/app/routes.ts',
  'src/app/startup/create-runtime.ts',
  'src/app/startup/prepare.ts',
  'src/app/startup/guarded-reload.ts',
  'src/app/startup/document-locale.ts',
  // The server's drawing of the first screen (src/element/first-screen.tsx) settles startup and
  // the address as the runtime and the router do.
  'src/app/startup/settle-startup.ts',
  'src/app/startup/initial-locale.ts',
  'src/app/rewrite-location.ts',
]);

/**
 * The one file of src the server imports beyond the contract and the rules: the widget's server
 * entry, which draws the inline first screen with the widget's own App (issue 23).
 */
const SERVER_DRAWING = 'src/element/first-screen.tsx';

/** Packages a pure rule may use (src/rules is framework-free: no React, DOM, i18n, ky). */
const RULES_PACKAGES = new Set(['valibot', 'tinydate']);

const BASE = new Set(['lib', 'i18n', 'money', 'react.ts']);

/** The layer of a repo-relative path. */
export function layerOf(path: string): Layer {
  const [root, top = '', third = ''] = path.split('/');
  if (root === 'server') return { kind: 'server' };
  if (root === 'loader') return { kind: 'loader' };
  if (root !== 'src') return { kind: 'outside' };
  if (top === 'rules') return { kind: 'rules' };
  if (top === 'api') return { kind: 'api' };
  if (BASE.has(top)) return { kind: 'base' };
  if (top === 'shared') return { kind: 'shared' };
  if (top === 'features') return { kind: 'feature', feature: third };
  if (top === 'app') return { kind: 'app' };
  if (top === 'console') return { kind: 'console' };
  // src/element, src/hosted: the entry points.
  return { kind: 'entry' };
}

const isTest = (path: string): boolean => /\.test\.tsx?$/.test(path);

const packageName = (specifier: string): string =>
  specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : (specifier.split('/')[0] ?? specifier);

/**
 * Why `from` may not import `to`, or undefined when the import follows the direction. Both are
 * repo-relative; `to` is the resolved file of a relative specifier or the specifier of a package.
 */
export function importViolation(from: string, to: string): string | undefined {
  const source = layerOf(from);
  if (source.kind === 'outside') return undefined;
  const inTree = /^(src|server|loader)\//.test(to);
  if (!inTree) {
    if (source.kind !== 'rules' || isTest(from) || to.startsWith('node:')) return undefined;
    const name = packageName(to);
    return RULES_PACKAGES.has(name)
      ? undefined
      : `src/rules is framework-free: it may not import the package ${name}`;
  }
  const target = layerOf(to);
  if (source.kind === 'server') {
    const allowed =
      target.kind === 'server' ||
      target.kind === 'rules' ||
      to.startsWith('src/api/contract/') ||
      to === SERVER_DRAWING;
    return allowed
      ? undefined
      : 'the server imports from src/ only src/api/contract, src/rules and the drawing entry';
  }
  if (source.kind === 'loader') {
    return target.kind === 'loader' || target.kind === 'rules'
      ? undefined
      : 'the loader imports nothing of src/ but src/rules';
  }
  // From here on the source is in src/.
  if (target.kind === 'console') {
    return source.kind === 'console' || isTest(from)
      ? undefined
      : 'nothing outside src/console imports the console';
  }
  if (target.kind === 'server') {
    return isTest(from) ? undefined : 'the widget never imports the server';
  }
  if (target.kind === 'loader') {
    return LOADER_SURFACE.has(to) ? undefined : "src imports only the loader's public surface";
  }
  if (target.kind === 'outside') return undefined;
  if (source.kind === 'console') {
    return CONSOLE_MAY_IMPORT.has(target.kind)
      ? undefined
      : `the console imports no ${target.kind} of the widget (only rules, api, lib, i18n, money, shared)`;
  }
  if (source.kind === 'feature' && target.kind === 'feature') {
    return source.feature === target.feature
      ? undefined
      : `a feature imports no other feature (${source.feature} → ${target.feature})`;
  }
  if (source.kind === 'entry' && target.kind === 'app') {
    return APP_ENTRY.has(to) ? undefined : `an entry point imports only the app's entry files`;
  }
  if (ORDER.indexOf(target.kind) > ORDER.indexOf(source.kind)) {
    return `${source.kind} may not import ${target.kind} (an upward import)`;
  }
  return undefined;
}

/** The module specifiers of a source text: imports, re-exports, `import()`, `vi.mock()`. */
export function specifiers(text: string): string[] {
  const pattern =
    /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*|\bimportActual(?:<[^>]*>)?\(\s*)(['"])([^'"\n]+)\1/g;
  return [...text.matchAll(pattern)].map((match) => match[2] ?? '');
}

/** One import against the direction. */
export interface Violation {
  readonly file: string;
  readonly specifier: string;
  readonly reason: string;
}

/** The imports of `file` (repo-relative, with its text) that go against the direction. */
export function violationsIn(file: string, text: string): Violation[] {
  const out: Violation[] = [];
  for (const specifier of specifiers(text)) {
    const to = specifier.startsWith('.')
      ? posix.normalize(posix.join(posix.dirname(file), specifier))
      : specifier;
    const reason = importViolation(file, to);
    if (reason !== undefined) out.push({ file, specifier, reason });
  }
  return out;
}
