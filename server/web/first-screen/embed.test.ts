import { describe, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/harness.ts';
import { embedMarkup, hotelDayEnds } from './embed.ts';

const embedUrl = (attributes: Record<string, string>) =>
  `/widget/first-screen.html?${new URLSearchParams({ a: JSON.stringify(attributes) })}`;

describe("the first screen for the hotel's own page", () => {
  it("ends the drawing's day at the hotel's midnight, summer time included", () => {
    const noon = new Date('2026-07-01T03:00:00Z'); // 12:00 in Tokyo
    expect(new Date(hotelDayEnds('Asia/Tokyo', noon)).toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    );
    // New York's night of 8 March 2026 has 23 hours; midnight is then 05:00 UTC, 04:00 after.
    expect(
      new Date(hotelDayEnds('America/New_York', new Date('2026-03-08T12:00:00Z'))).toISOString(),
    ).toBe('2026-03-09T04:00:00.000Z');
    expect(
      new Date(hotelDayEnds('America/New_York', new Date('2026-01-10T23:59:59Z'))).toISOString(),
    ).toBe('2026-01-11T05:00:00.000Z');
  });

  it('keeps the stylesheet closed, and the reserve for a browser without declarative roots', () => {
    const markup = embedMarkup(
      {
        html: '<section class="hb-app"><form method="dialog" class="hb-search"></form></section>',
        css: '[data-s="0"]{--hb-accent:red</style><script>alert(1)</script>}',
      },
      1_800_000_000_000,
    );
    expect(markup).toMatch(
      /^<span slot="reserve" data-until="1800000000000"><template shadowrootmode="open"><style>/,
    );
    expect(markup).not.toContain('</style><script>');
    // The stylesheet, and the one that shows the drawing once all of it is parsed.
    expect(markup.match(/<\/style>/g)).toHaveLength(2);
    // The drawing holds the reserve as the loader's box does.
    expect(markup).toContain(':host::before{content:"";padding-top:var(--hotel-booking-min-height');
    expect(markup).toMatch(
      /<\/section><style>:host>\*\{visibility:visible\}<\/style><\/template><span style="display:block;padding-top:var\(--hotel-booking-min-height\)"><\/span><\/span>$/,
    );
  });
});

describeOnDatabases("the first screen as HTML for the hotel's server", (get) => {
  it('draws it where its language is the same for every guest', async () => {
    const ctx = get();
    const res = await ctx.call(
      'GET',
      embedUrl({ 'hotel-code': 'sakura-tokyo', locale: 'ja' }),
      undefined,
      {
        'Accept-Language': 'ko-KR',
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const html = String(res.body);
    // The attribute's language, not the browser's: the page is one answer for every guest.
    expect(html).toContain('<template shadowrootmode="open"><style>');
    expect(html).toContain('<section class="hb-app" lang="ja" dir="ltr"');
    expect(html).toContain('<form method="dialog" class="hb-search"');
    const until = Number(/data-until="(\d+)"/.exec(html)?.[1]);
    expect(until).toBeGreaterThan(Date.now());
    expect(until).toBeLessThanOrEqual(Date.now() + 25 * 3_600_000);
  });

  it("answers 204 where the loader must draw it: the guest's language, or no drawing", async () => {
    const ctx = get();
    for (const attributes of [
      { 'hotel-code': 'sakura-tokyo' },
      { 'hotel-code': 'sakura-tokyo', locale: 'xx' },
      { 'hotel-code': 'no-such-hotel', locale: 'en' },
      { 'hotel-code': 'sakura-tokyo', locale: 'en', 'header-html': '<b>Welcome</b>' },
      { 'hotel-code': 'sakura-tokyo', locale: 'en', mode: 'iframe' },
    ]) {
      const res = await ctx.call('GET', embedUrl(attributes));
      expect(res.status, JSON.stringify(attributes)).toBe(204);
    }
    expect((await ctx.call('GET', '/widget/first-screen.html?a=nope')).status).toBe(400);
  });
});
