import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { prepareHosted, prepareInline } from './prepare.ts';

describe('prepareHosted', () => {
  it('reads tokens before stripping them from the address', () => {
    const start = prepareHosted('/booking/result?code=h&accessToken=secret&adults=2', 'h');
    expect(start.params.accessToken).toBe('secret');
    expect(start.address).toBe('/booking/result?code=h&adults=2');
    expect(start.leaked).toBe(false);
  });
  it('rewrites legacy hash links, then appends the code', () => {
    const start = prepareHosted('/#/search?login_token=t', 'h');
    expect(start.address).toBe('/search?code=h');
    expect(start.params.accessToken).toBe('t');
  });
  it('guards personal data before reading the parameters', () => {
    const start = prepareHosted('/booking/result?code=h&utm_source=me@mail.example', 'h');
    expect(start.leaked).toBe(true);
    expect(start.address).toBe('/booking/result?code=h');
    expect(start.params.raw.utm_source).toBeUndefined();
  });
});

describe('prepareInline', () => {
  const config: WidgetConfig = {
    mode: 'inline',
    hotelCode: 'h',
    assetBase: 'https://p.example/widget/',
    locale: 'ja',
    search: { adults: '2' },
    attributes: {},
    initialPath: '/booking/result?adults=3&one_time_access_token=x',
  };
  it('reads attributes and the deep link, and cleans the memory location', () => {
    const start = prepareInline(config);
    expect(start.params.raw).toMatchObject({ code: 'h', locale: 'ja', one_time_access_token: 'x' });
    expect(start.params.search).toEqual({ adults: '3' });
    expect(start.address).toBe('/booking/result?adults=3');
    // A search link: the next step is its first draw (loaded at once, not on intent).
    expect(start.pastSearchForm).toBe(true);
    expect(prepareInline({ ...config, initialPath: '/booking/result' }).pastSearchForm).toBe(false);
  });
});
