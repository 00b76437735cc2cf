// Builds the widget in two steps, in this order (rollup runs an array of configs one by one):
// 1. the React app as ES modules with content-hashed chunks: `widget` (inline element),
//    `hosted` (the full-page app) and `console` (the hotel console at /console/), code-split so
//    later screens and each locale load on demand;
// 2. the loader as one small IIFE that knows the widget entry's hashed name; then every text
//    file is precompressed (`.br` and `.gz` beside it) for the server to send as it is.
// BUILD_REACT=1 builds with real React instead of preact/compat (for comparing sizes/behaviour).
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { noParserAlias, precompileMessages } from './scripts/rollup-precompile-messages.mjs';
import { precompress } from './scripts/rollup-precompress.mjs';
import { sourcemapsAside } from './scripts/rollup-sourcemaps-aside.mjs';
import { splitModule } from './scripts/rollup-split-module.mjs';

const OUT = 'dist/widget';
/** Source maps of the widget chunks: read by the size test's composition report, never served. */
const MAPS = 'dist/widget-maps';
const useReact = process.env.BUILD_REACT === '1';
/** Entry chunk names and the chunk graph, filled by step 1, read by step 2 and the budgets. */
const manifest = {};
const graph = {};

/** A chunk's static imports, transitively (rollup hoists them, but not in every case). */
const staticImports = (file, seen = new Set()) => {
  for (const next of graph[file]?.imports ?? []) {
    if (seen.has(next)) continue;
    seen.add(next);
    staticImports(next, seen);
  }
  return [...seen];
};

// `react` itself resolves to a name-by-name re-export of preact/compat (see the file: it keeps
// unused compat APIs out); `react/jsx-runtime`, `react-dom/client` and the rest to compat's own.
const preactAliases = [
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL('scripts/preact/react.mjs', import.meta.url)),
  },
  { find: /^react\/(.*)$/, replacement: 'preact/compat/$1' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/(.*)$/, replacement: 'preact/compat/$1' },
  { find: 'use-sync-external-store/shim/index.js', replacement: 'preact/compat' },
  { find: 'use-sync-external-store/shim', replacement: 'preact/compat' },
];

const typescript = () =>
  esbuild({
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: 'react',
    loaders: { '.json': false },
  });

const minify = () =>
  terser({
    ecma: 2022,
    module: true,
    toplevel: true,
    compress: {
      passes: 3,
      unsafe: true,
      unsafe_arrows: true,
      unsafe_methods: true,
      keep_fargs: false,
      pure_getters: true,
    },
    format: { comments: false },
  });

/**
 * Writes manifest.json (entry chunk paths) for the loader build and the server. `clean`: the
 * first build starts from an empty folder so old hashed chunks never pile up or get served.
 */
const writeManifest = (clean) => ({
  name: 'write-manifest',
  buildStart() {
    if (clean) rmSync(OUT, { recursive: true, force: true });
  },
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (chunk.isEntry) manifest[chunk.name] = chunk.fileName;
      graph[chunk.fileName] = { imports: chunk.imports, dynamicImports: chunk.dynamicImports };
    }
  },
  writeBundle() {
    writeFileSync(`${OUT}/manifest.json`, `${JSON.stringify({ ...manifest, graph }, null, 2)}\n`);
  },
});

const silenceUseClient = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /use client/.test(warning.message)) return;
  warn(warning);
};

/**
 * One app build per entry: the inline widget, the hosted app and the loader's lazy modes each
 * get their own chunk graph. Built together, code two entries share went to a chunk of its own
 * with an export for every binding, and the widget's first screen loaded it as a second file;
 * the hosted app runs on the provider's page and the widget on the hotel's, so they never share
 * a download anyway.
 */
const appBuild = (name, input, first) => ({
  input: { [name]: input },
  output: {
    dir: OUT,
    format: 'es',
    entryFileNames: 'chunks/[name]-[hash].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: 'hidden',
  },
  onwarn: silenceUseClient,
  // The entry chunk may also export what its lazy chunks import from it (the loader reads only
  // `mount`), rather than a facade file in front of it: one request less.
  preserveEntrySignatures: 'allow-extension',
  // valibot's schema builders (`v.object(…)`, `v.pipe(…)`) have no side effects: a contract
  // module's schemas that a chunk does not use are left out of it.
  treeshake: { manualPureFunctions: ['v'] },
  plugins: [
    alias({ entries: [...(useReact ? [] : preactAliases), noParserAlias] }),
    // Production mode for every package: React/preact read `process.env.NODE_ENV`, jotai reads
    // `import.meta.env.MODE` (Vite's), which no browser defines, so without this jotai shipped
    // and ran its development checks and warnings (store-mutation tracking, `[Bug]` asserts).
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': '"production"',
        'import.meta.env.MODE': '"production"',
        'import.meta.env': '({ MODE: "production" })',
      },
    }),
    // valibot is one module: served as one module per function, so each schema builder goes
    // to the chunk that uses it instead of all of them to the first screen's.
    splitModule(/[\\/]node_modules[\\/]valibot[\\/]dist[\\/]index\.mjs$/),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    precompileMessages(),
    json({ preferConst: true, compact: true, exclude: ['locales/**'] }),
    typescript(),
    minify(),
    writeManifest(first),
    sourcemapsAside(MAPS, first),
  ],
});

export default [
  appBuild('widget', 'src/element/index.ts', true),
  appBuild('hosted', 'src/hosted/main.tsx', false),
  appBuild('modes', 'loader/lazy/index.ts', false),
  appBuild('buttons', 'loader/buttons/index.ts', false),
  // The hotel console (/console/): staff screens, never loaded by a guest's page.
  appBuild('console', 'src/console/main.tsx', false),
  {
    input: 'loader/index.ts',
    output: { file: `${OUT}/hotel-booking.js`, format: 'iife' },
    plugins: [
      replace({
        preventAssignment: true,
        values: {
          __WIDGET_ENTRY__: () => JSON.stringify(manifest.widget),
          // The chunks the widget chunk imports statically; `null` for none (while it is one
          // file), so the minifier drops the code that would ask for them.
          __WIDGET_DEPS__: () => {
            const deps = staticImports(manifest.widget);
            return deps.length ? JSON.stringify(deps) : 'null';
          },
          __MODES_ENTRY__: () => JSON.stringify(manifest.modes),
          __BUTTONS_ENTRY__: () => JSON.stringify(manifest.buttons),
        },
      }),
      nodeResolve({ extensions: ['.ts'] }),
      typescript(),
      minify(),
      precompress(OUT),
    ],
  },
];
