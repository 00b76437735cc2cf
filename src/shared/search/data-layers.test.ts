import { describe, expect, it } from 'vitest';
import { pushToDataLayers } from './data-layers.ts';

const settings = (...names: unknown[]) => ({ data_layers: names.map((name) => ({ name })) });
const EVENT = { event: 'purchase' };

/** The globals a push of EVENT leaves on an empty window, for these settings. */
function pushed(layers: ReturnType<typeof settings> | { data_layers: object[] } | undefined) {
  const win: Record<string, unknown> = {};
  pushToDataLayers(win, layers as Parameters<typeof pushToDataLayers>[1], EVENT);
  return win;
}

describe('the hotel’s data layers', () => {
  it('pushes to the names the hotel configures, in order and once each', () => {
    expect(pushed(settings('gtmLayer', 'dataLayer', 'gtmLayer'))).toEqual({
      gtmLayer: [EVENT],
      dataLayer: [EVENT],
    });
  });

  it('defaults to dataLayer: no settings, no layers, or none that is an identifier', () => {
    const fallback = { dataLayer: [EVENT] };
    expect(pushed(undefined)).toEqual(fallback);
    expect(pushed(settings())).toEqual(fallback);
    expect(pushed(settings('alert(1)', 'a.b', '', 42, null, '1st', 'x;y'))).toEqual(fallback);
    expect(pushed({ data_layers: [{ label: 'x' }] })).toEqual(fallback);
  });

  it('keeps an existing layer (the tag manager’s own array) and adds to it', () => {
    const kept = [{ event: 'gtm.js' }];
    const win: Record<string, unknown> = { dataLayer: kept };
    pushToDataLayers(win, settings('dataLayer', 'hotelLayer'), EVENT);
    expect(win.dataLayer).toBe(kept);
    expect(kept).toEqual([{ event: 'gtm.js' }, EVENT]);
    expect(win.hotelLayer).toEqual([EVENT]);
  });

  it('never touches a global that is not an array, nor a name that is not an identifier', () => {
    const location = { href: 'https://hotel.example/' };
    let called = 0;
    const push = () => {
      called += 1;
    };
    const win: Record<string, unknown> = {
      location,
      name: 'frame',
      onload: null,
      alert: Object.assign(push, { push }),
    };
    pushToDataLayers(
      win,
      settings('location', 'name', 'onload', 'alert', 'x.y', 'constructor', 'toString'),
      EVENT,
    );
    expect(win).toEqual({ location, name: 'frame', onload: null, alert: win.alert });
    expect(location).toEqual({ href: 'https://hotel.example/' });
    expect(called).toBe(0);
  });
});
