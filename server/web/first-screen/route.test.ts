import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { LOCALES } from '../../../src/rules/locales.ts';
import { describeOnDatabases, type TestContext } from '../../test/harness.ts';

interface Drawing {
  html: string;
  css: string;
}

const url = (attributes: Record<string, string>, more: Record<string, string> = {}) =>
  `/widget/first-screen?${new URLSearchParams({ a: JSON.stringify(attributes), ...more })}`;

const draw = async (
  ctx: TestContext,
  attributes: Record<string, string>,
  more = {},
  headers: Record<string, string> = {},
) => {
  const res = await ctx.call('GET', url(attributes, more), undefined, headers);
  expect(res.status).toBe(200);
  return res.body as Drawing;
};

const submitText = (locale: string) =>
  (JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>)[
    'search.submit'
  ];

describeOnDatabases('the first screen drawn by the server', (get) => {
  it('draws the search form with its stylesheet, without inline styles, cached by ETag', async () => {
    const ctx = get();
    const res = await ctx.call(
      'GET',
      url({ 'hotel-code': 'Sakura_Tokyo', adults: '3' }),
      undefined,
      {
        Origin: 'https://hotel.example',
      },
    );
    expect(res.status).toBe(200);
    const { html, css } = res.body as Drawing;
    expect(html).toMatch(/^<section class="hb-app" lang="en" dir="ltr"/);
    // A press on Search submits nowhere until the widget takes it over (first-screen.tsx).
    expect(html).toContain('<form method="dialog" class="hb-search"');
    expect(html).toContain('<output class="hb-guests-count" aria-live="polite">3</output>');
    expect(html).toContain('>Search</button>');
    // A strict Content-Security-Policy drops style attributes: they are rules of the sheet.
    expect(html).not.toContain(' style=');
    expect(html).toMatch(/data-s="0"/);
    expect(css).toContain('.hb-search{');
    expect(css).toMatch(/\[data-s="0"\]\{--hb-accent:[^}]*!important/);
    expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await ctx.call(
      'GET',
      url({ 'hotel-code': 'Sakura_Tokyo', adults: '3' }),
      undefined,
      {
        'If-None-Match': etag,
      },
    );
    expect(again.status).toBe(304);
    // Other attributes are another drawing.
    const other = await ctx.call('GET', url({ 'hotel-code': 'sakura-tokyo', adults: '1' }));
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('draws each of the eight locales, Arabic right to left', async () => {
    const ctx = get();
    for (const locale of LOCALES) {
      const { html } = await draw(ctx, { 'hotel-code': 'sakura-tokyo', locale });
      const lang = locale.replace('_', '-');
      const dir = locale === 'ar' ? 'rtl' : 'ltr';
      expect(html, locale).toMatch(
        new RegExp(`^<section class="hb-app" lang="${lang}" dir="${dir}"`),
      );
      expect(html, locale).toContain(`>${submitText(locale)}</button>`);
    }
  });

  it("shows the sign-in button where the hotel offers it, in the drawing's language", async () => {
    const ctx = get();
    // The widget's button (LoginWidget.tsx, inline: a button that moves the widget), shown.
    const signIn = (label: string) =>
      `<button type="button" class="hb-btn hb-btn-quiet hb-btn-small">${label}</button>`;
    const tokyo = await draw(ctx, { 'hotel-code': 'sakura-tokyo' });
    expect(tokyo.html).toContain(signIn('Sign in'));
    expect(tokyo.html).not.toContain('data-held');
    const japanese = await draw(ctx, { 'hotel-code': 'sakura-tokyo', locale: 'ja' });
    expect(japanese.html).toContain(signIn('ログイン'));
    // Osaka offers no sign-in: no button, and no box held for one.
    const osaka = await draw(ctx, { 'hotel-code': 'sakura-osaka' });
    expect(osaka.html).toMatch(/^<section class="hb-app"/);
    expect(osaka.html).not.toContain('Sign in');
  });

  it("follows the guest's stored locale, then the browser's languages, as the widget does", async () => {
    const ctx = get();
    const byBrowser = await draw(
      ctx,
      { 'hotel-code': 'sakura-tokyo' },
      {},
      { 'Accept-Language': 'de-DE,de;q=0.9,ko-KR;q=0.8' },
    );
    expect(byBrowser.html).toMatch(/^<section class="hb-app" lang="ko"/);
    const stored = await draw(
      ctx,
      { 'hotel-code': 'sakura-tokyo' },
      { s: 'ja' },
      { 'Accept-Language': 'ko-KR' },
    );
    expect(stored.html).toMatch(/^<section class="hb-app" lang="ja"/);
  });

  it('answers 204 where the widget must draw itself, and 400 for a malformed query', async () => {
    const ctx = get();
    for (const attributes of [
      { 'hotel-code': 'no-such-hotel' },
      { 'hotel-code': 'sakura-tokyo', 'header-html': '<b>Welcome</b>' },
      { 'hotel-code': 'sakura-tokyo', mode: 'modal' },
    ]) {
      const res = await ctx.call('GET', url(attributes));
      expect(res.status, JSON.stringify(attributes)).toBe(204);
    }
    for (const path of [
      '/widget/first-screen',
      '/widget/first-screen?a=not-json',
      `/widget/first-screen?a=${encodeURIComponent('{"hotel-code":3}')}`,
      `/widget/first-screen?a=${encodeURIComponent('["sakura-tokyo"]')}`,
      url({ 'hotel-code': 'sakura-tokyo', 'custom-css': 'x'.repeat(5000) }),
    ]) {
      const res = await ctx.call('GET', path);
      expect(res.status, path).toBe(400);
    }
  });
});
