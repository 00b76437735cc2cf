import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readmeEmbeds } from '../../bench/lighthouse-pages.ts';
import { firstScreenHeight } from '../../loader/first-screen.ts';
import { embedMarkup } from '../../server/web/first-screen/embed.ts';
import { FIRST_SCREEN_EMBED_PATH } from '../../server/web/first-screen/route.ts';
import { BAR_CSS } from '../../src/features/bar/bar-css.ts';
import { CURRENCIES } from '../../src/rules/currencies.ts';
import { LOCALES } from '../../src/rules/locales.ts';

/**
 * The WordPress plugin (integrations/wordpress/, PHP) repeats a few facts of the widget; these
 * checks read its source so a change here fails `npm test` instead of a hotel's page.
 */
const root = join(import.meta.dirname, '../..');
const plugin = (file: string) =>
  readFileSync(join(root, 'integrations/wordpress/hotel-booking', file), 'utf8');

/** The PHP string literals of a constant's value, concatenated. */
function phpConstant(source: string, name: string): string {
  const body = new RegExp(`const ${name} = ([^;]*);`).exec(source)?.[1] ?? '';
  return [...body.matchAll(/'([^']*)'/g)].map((m) => m[1]).join('');
}
/** The quoted items of a PHP array constant. */
function phpList(source: string, name: string): string[] {
  const body = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(source)?.[1] ?? '';
  return [...body.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
}

/** The booking bar's height at every width (src/features/bar/bar-css.ts). */
const BAR_HEIGHT = '72px';

describe('WordPress plugin', () => {
  const attributes = plugin('includes/Attributes.php');

  it("reserves the README snippet's first screen", () => {
    expect(phpConstant(plugin('includes/Element.php'), 'FIRST_SCREEN')).toBe(
      firstScreenHeight('100%'),
    );
  });

  it("reserves the README bar snippet's 72 px, the bar's height (bar-css.ts)", () => {
    const bar = readmeEmbeds(join(root, 'README.md')).get('bar') ?? '';
    expect(bar).toContain(`--hotel-booking-min-height:${BAR_HEIGHT}"`);
    expect(phpConstant(plugin('includes/Element.php'), 'BAR')).toBe(BAR_HEIGHT);
    expect(BAR_CSS).toContain(`block-size:${BAR_HEIGHT}`);
  });

  it('accepts the widget’s currencies and languages', () => {
    expect(phpList(attributes, 'CURRENCIES')).toEqual(CURRENCIES.map((c) => c.code));
    expect(phpList(attributes, 'LOCALES')).toEqual([...LOCALES]);
  });

  it('names each language in the settings as the widget’s language menu does', () => {
    const messages = JSON.parse(readFileSync(join(root, 'locales/en.json'), 'utf8')) as Record<
      string,
      string
    >;
    const body = /const LANGUAGE_NAMES = \[([^\]]*)\]/.exec(plugin('includes/Settings.php'))?.[1];
    const names = Object.fromEntries(
      [...(body ?? '').matchAll(/'([^']+)' => '([^']+)'/g)].map((m) => [m[1], m[2]]),
    );
    expect(names).toEqual(
      Object.fromEntries(LOCALES.map((locale) => [locale, messages[`language.${locale}`]])),
    );
  });

  it('asks for the first screen where the provider writes it, and takes what it writes', () => {
    const source = plugin('includes/FirstScreen.php');
    expect(source).toContain(`$origin . '${FIRST_SCREEN_EMBED_PATH}?a='`);
    const opening = /strpos\(\$body, '([^']+)'\)/.exec(source)?.[1] ?? '';
    expect(opening).toMatch(/^<span slot="reserve"/);
    expect(embedMarkup({ html: '<section></section>', css: '' }, 1).startsWith(opening)).toBe(true);
  });

  it("knows every attribute of the README's table, in its order", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('### Attributes'),
      readme.indexOf('**Room recommender.**'),
    );
    const documented = [...table.matchAll(/^\| (`[^|]*`)/gm)].flatMap((row) =>
      [...(row[1] ?? '').matchAll(/`([a-z-]+)`/g)].map((m) => m[1]),
    );
    const kinds = /const KINDS = \[([^\]]*)\]/.exec(attributes)?.[1] ?? '';
    const known = [...kinds.matchAll(/'([a-z-]+)' =>/g)].map((m) => m[1]);
    expect(known).toEqual(documented);
  });

  it('closes every shortcode of the docs: self-closing, or with its label and closing tag', () => {
    // WordPress pairs an opening tag with the next closing tag on the page, whatever lies
    // between: an example left open, copied above a labelled one, swallowed it (issue 37).
    const docs = [
      'README.md',
      'integrations/wordpress/README.md',
      'integrations/wordpress/readme.txt',
    ]
      .filter((file) => existsSync(join(root, file)))
      .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
    const open: string[] = [];
    let examples = 0;
    for (const { file, text } of docs) {
      for (const line of text.split('\n')) {
        // Each opening tag (not the escaped `[[hotel_booking]]`) up to its `]`.
        for (const tag of line.matchAll(/(?<!\[)\[hotel_booking(?![\w-])[^\]]*\]/g)) {
          examples++;
          const rest = line.slice((tag.index ?? 0) + tag[0].length);
          if (!tag[0].endsWith('/]') && !rest.includes('[/hotel_booking]'))
            open.push(`${file}: ${tag[0]}`);
        }
      }
    }
    expect(open).toEqual([]);
    expect(examples).toBeGreaterThanOrEqual(6);
  });
});
