import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importViolation, layerOf, specifiers, violationsIn } from './import-direction.ts';

/** Every source file under the layered roots, repo-relative. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name)) files.push(path.split('\\').join('/'));
    }
  };
  for (const root of ['src', 'server', 'loader']) walk(root);
  return files;
}

describe('import direction', () => {
  it('holds for every file of src, server and loader', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    const violations = files.flatMap((file) => violationsIn(file, readFileSync(file, 'utf8')));
    expect(violations.map((v) => `${v.file}: '${v.specifier}' (${v.reason})`)).toEqual([]);
  });

  it('finds the specifiers of imports, re-exports, import() and vi.mock', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import './side-effect.ts';",
      "const d = await import('./d.tsx');",
      "vi.mock('../e.ts', async () => ({ ...(await vi.importActual<object>('../e.ts')) }));",
      "import { atom } from 'jotai/vanilla';",
    ].join('\n');
    expect(specifiers(text)).toEqual([
      './a.ts',
      '../b.ts',
      './c.ts',
      './side-effect.ts',
      './d.tsx',
      '../e.ts',
      '../e.ts',
      'jotai/vanilla',
    ]);
  });

  it('places paths in their layers', () => {
    expect(layerOf('src/rules/dates.ts').kind).toBe('rules');
    expect(layerOf('src/money/format-money.ts').kind).toBe('base');
    expect(layerOf('src/react.ts').kind).toBe('base');
    expect(layerOf('src/features/booking/draft.ts')).toEqual({
      kind: 'feature',
      feature: 'booking',
    });
    expect(layerOf('src/hosted/main.tsx').kind).toBe('entry');
    expect(layerOf('src/console/main.tsx').kind).toBe('console');
    expect(layerOf('test/unit/size-budget.test.ts').kind).toBe('outside');
  });

  it('catches planted violations, one per rule', () => {
    const planted: [from: string, specifier: string][] = [
      ['server/services/questions.ts', '../../src/features/booking/rules/answers.ts'],
      ['server/services/hotels.ts', '../../src/lib/sanitize-html.ts'],
      ['server/x.ts', '../src/api/client/types.ts'],
      ['src/rules/dates.ts', '../i18n/messages.ts'],
      ['src/rules/dates.ts', 'react'],
      ['src/rules/dates.ts', '@formatjs/intl'],
      ['src/api/client/create-client.ts', '../../money/format-money.ts'],
      ['src/api/errors/index.ts', '../../shared/errors/slots.ts'],
      ['src/money/format-money.ts', '../shared/embed/embed.ts'],
      ['src/shared/search/criteria.ts', '../../features/search/SearchForm.tsx'],
      ['src/shared/api/api-context.ts', '../../app/App.tsx'],
      ['src/shared/styles/theme.ts', '../../element/mount.tsx'],
      ['src/shared/styles/theme.ts', '../../hosted/main.tsx'],
      ['src/features/results/shown-total.ts', '../booking/rules/payment.ts'],
      ['src/features/booking/draft.ts', '../../app/currency-state.ts'],
      ['src/features/booking/draft.ts', '../../element/mount.tsx'],
      ['src/features/booking/draft.ts', '../../hosted/main.tsx'],
      ['src/app/Shell.tsx', '../element/theme-css.ts'],
      ['src/element/mount.tsx', '../app/Header.tsx'],
      ['src/shared/embed/embed.ts', '../../../loader/element.ts'],
      ['src/shared/embed/embed.ts', '../../../server/app.ts'],
      ['loader/element.ts', '../src/shared/api/api-base.ts'],
      ['loader/element.ts', '../src/lib/sanitize-html.ts'],
      ['src/console/shell/Nav.tsx', '../../features/search/SearchForm.tsx'],
      ['src/console/shell/Nav.tsx', '../../app/App.tsx'],
      ['src/console/main.tsx', '../hosted/main.tsx'],
      ['src/console/main.tsx', '../element/mount.tsx'],
      ['src/console/main.tsx', '../../server/app.ts'],
      ['src/shared/styles/theme.ts', '../../console/shell/console-css.ts'],
      ['src/app/App.tsx', '../console/routes.ts'],
      ['src/hosted/main.tsx', '../console/main.tsx'],
      ['src/rules/dates.ts', '../console/routes.ts'],
      ['server/web/index.ts', '../../src/console/routes.ts'],
      ['loader/element.ts', '../src/console/routes.ts'],
    ];
    for (const [from, specifier] of planted) {
      expect(
        violationsIn(from, `import { x } from '${specifier}';`),
        `${from} → ${specifier}`,
      ).toHaveLength(1);
    }
  });

  it('lets the allowed directions and the listed exceptions through', () => {
    const allowed: [from: string, to: string][] = [
      ['server/services/hotels.ts', 'src/rules/hotel-code.ts'],
      ['server/app.ts', 'src/api/contract/index.ts'],
      ['loader/element.ts', 'src/rules/hotel-code.ts'],
      ['src/rules/dates.ts', 'src/rules/luhn.ts'],
      ['src/rules/dates.ts', 'valibot'],
      ['src/rules/dates.test.ts', 'vitest'],
      ['src/shared/search/criteria.ts', 'src/api/contract/common.ts'],
      ['src/shared/errors/slots.ts', 'src/api/errors/api-error.ts'],
      ['src/features/booking/draft.ts', 'src/features/booking/rules/extras.ts'],
      ['src/features/booking/draft.ts', 'src/shared/guest/guest-form.ts'],
      ['src/features/booking/x.test.ts', 'server/app.ts'],
      ['src/shared/embed/embed.ts', 'loader/events.ts'],
      ['src/app/screens/BookingResultScreen.tsx', 'src/features/results/ResultsPanel.tsx'],
      ['src/element/mount.tsx', 'src/app/App.tsx'],
      ['src/element/mount.tsx', 'src/shared/styles/widget-css.ts'],
      ['test/browser/shell.browser.test.ts', 'src/app/Shell.tsx'],
      ['src/console/shell/Nav.tsx', 'src/rules/console/capabilities.ts'],
      ['src/console/shell/Nav.tsx', 'src/api/contract/endpoints/console-auth.ts'],
      ['src/console/shell/Nav.tsx', 'src/i18n/create-intl.ts'],
      ['src/console/shell/Nav.tsx', 'src/react.ts'],
      ['src/console/shell/Nav.tsx', 'src/shared/styles/theme.ts'],
      ['src/console/shell/Nav.tsx', 'src/console/routes.ts'],
      ['src/console/shell/Nav.tsx', 'wouter'],
      ['src/console/features/staff/x.test.ts', 'server/app.ts'],
      ['test/e2e/console-support.ts', 'src/console/routes.ts'],
    ];
    for (const [from, to] of allowed)
      expect(importViolation(from, to), `${from} → ${to}`).toBe(undefined);
  });
});
