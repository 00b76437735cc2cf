// Builds the widget in two steps, in this order (rollup runs an array of configs one by one):
// 1. the React app as ES modules with content-hashed chunks: `widget` (inline element) and
//    `hosted` (the full-page app), code-split so later screens and each locale load on demand;
// 2. the loader as one small IIFE that knows the widget entry's hashed name; then every text
//    file is precompressed (`.br` and `.gz` beside it) for the server to send as it is.
// BUILD_REACT=1 builds with real React instead of preact/compat (for comparing sizes/behaviour).
import { rmSync, writeFileSync } from 'node:fs';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { noParserAlias, precompileMessages } from './scripts/rollup-precompile-messages.mjs';
import { precompress } from './scripts/rollup-precompress.mjs';

const OUT = 'dist/widget';
const useReact = process.env.BUILD_REACT === '1';
/** Entry chunk names and the chunk graph, filled by step 1, read by step 2 and the budgets. */
const manifest = {};
const graph = {};

const preactAliases = [
  { find: 'react-dom', replacement: 'preact/compat' },
  { find: 'react', replacement: 'preact/compat' },
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

/** Writes manifest.json (entry chunk paths) for the loader build and the server. */
const writeManifest = () => ({
  name: 'write-manifest',
  // Start from an empty folder so old hashed chunks never pile up or get served.
  buildStart() {
    rmSync(OUT, { recursive: true, force: true });
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

export default [
  {
    input: {
      widget: 'src/element/index.ts',
      hosted: 'src/hosted/main.tsx',
      modes: 'loader/lazy/index.ts',
    },
    output: {
      dir: OUT,
      format: 'es',
      entryFileNames: 'chunks/[name]-[hash].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
    },
    onwarn: silenceUseClient,
    // valibot's schema builders (`v.object(…)`, `v.pipe(…)`) have no side effects: a contract
    // module's schemas that a chunk does not use are left out of it.
    treeshake: { manualPureFunctions: ['v'] },
    plugins: [
      alias({ entries: [...(useReact ? [] : preactAliases), noParserAlias] }),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
      commonjs(),
      precompileMessages(),
      json({ preferConst: true, compact: true, exclude: ['locales/**'] }),
      typescript(),
      minify(),
      writeManifest(),
    ],
  },
  {
    input: 'loader/index.ts',
    output: { file: `${OUT}/hotel-booking.js`, format: 'iife' },
    plugins: [
      replace({
        preventAssignment: true,
        values: {
          __WIDGET_ENTRY__: () => JSON.stringify(manifest.widget),
          __MODES_ENTRY__: () => JSON.stringify(manifest.modes),
        },
      }),
      nodeResolve({ extensions: ['.ts'] }),
      typescript(),
      minify(),
      precompress(OUT),
    ],
  },
];
