import { nodeResolve } from '@rollup/plugin-node-resolve';
import { type OutputChunk, type Plugin, rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { splitModule } from '../../scripts/rollup-split-module.mjs';

/** Entry and lazy modules given as text (ids `entry.js`, `later.js`). */
function sources(files: Record<string, string>): Plugin {
  return {
    name: 'sources',
    resolveId: (id) => (id in files ? id : null),
    load: (id) => files[id] ?? null,
  };
}

async function build(
  files: Record<string, string>,
  split: boolean,
  oneFile = false,
): Promise<OutputChunk[]> {
  const bundle = await rollup({
    input: 'entry.js',
    // As the widget build: the entry chunk holds its code (no facade in front of it).
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      sources(files),
      ...(split ? [splitModule(/[\\/]node_modules[\\/]valibot[\\/]dist[\\/]index\.mjs$/)] : []),
      nodeResolve(),
    ],
  });
  const { output } = await bundle.generate({
    format: 'es',
    sourcemap: true,
    inlineDynamicImports: oneFile,
  });
  await bundle.close();
  return output.filter((item): item is OutputChunk => item.type === 'chunk');
}

const FILES = {
  'entry.js': [
    "import * as v from 'valibot';",
    'const Unused = v.strictObject({ key: v.pipe(v.string(), v.maxLength(9)) });',
    'export const Settings = v.object({ name: v.string() });',
    "export const later = () => import('later.js');",
  ].join('\n'),
  'later.js': [
    "import * as v from 'valibot';",
    "import { Settings } from 'entry.js';",
    'export const Form = v.object({ email: v.pipe(v.string(), v.email()), settings: Settings });',
    'export const check = (input) => v.safeParse(Form, input).success;',
  ].join('\n'),
};

describe('split-module (valibot served per function)', () => {
  it("puts a builder only a lazy chunk uses into that chunk, not the entry's", async () => {
    const [entry, ...rest] = await build(FILES, true);
    expect(entry?.isEntry).toBe(true);
    expect(entry?.code).toContain('"object"');
    expect(entry?.code).not.toContain('"email"');
    expect(rest.some((chunk) => chunk.code.includes('"email"'))).toBe(true);
    // Without the split, valibot is one module and all of it goes to the entry.
    const [whole] = await build(FILES, false);
    expect(whole?.code).toContain('"email"');
  });

  it('drops a schema nobody uses, builders and all, as with the whole module', async () => {
    const [entry] = await build(FILES, true);
    expect(entry?.code).not.toContain('"strict_object"');
    expect(entry?.code).not.toContain('"max_length"');
  });

  it('keeps the package file as the source in the source maps', async () => {
    const [entry] = await build(FILES, true);
    expect(entry?.map?.sources.some((s) => s.endsWith('node_modules/valibot/dist/index.mjs'))).toBe(
      true,
    );
  });

  it('parses the same with the split modules as with the whole one', async () => {
    const verdicts = async (split: boolean) => {
      const [bundle] = await build(FILES, split, true);
      const url = `data:text/javascript,${encodeURIComponent(bundle?.code ?? '')}`;
      const { later } = (await import(/* @vite-ignore */ url)) as {
        later: () => Promise<{ check: (input: unknown) => boolean }>;
      };
      const { check } = await later();
      return [
        check({ email: 'guest@example.com', settings: { name: 'Inn' } }),
        check({ email: 'not an address', settings: { name: 'Inn' } }),
        check({ email: 'guest@example.com', settings: {} }),
      ];
    };
    expect(await verdicts(true)).toEqual([true, false, false]);
    expect(await verdicts(false)).toEqual([true, false, false]);
  });
});
