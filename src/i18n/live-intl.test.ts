import { describe, expect, it, vi } from 'vitest';
import { createLiveIntl } from './live-intl.ts';

const first = { 'search.submit': 'Search' };
const later = {
  'results.heading': 'Rooms',
  'results.count': '{count, plural, one {# room} other {# rooms}}',
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLiveIntl', () => {
  it('takes the later part in place: same intl, its texts found, no redraw asked for', () => {
    const live = createLiveIntl('en', first, () => undefined);
    const { intl } = live;
    expect(intl.formatMessage({ id: 'search.submit' })).toBe('Search');
    expect(live.addLater(later)).toBe(false);
    expect(live.intl).toBe(intl);
    expect(intl.formatMessage({ id: 'results.heading' })).toBe('Rooms');
    // A message with an argument is compiled and cached after the addition like any other.
    expect(intl.formatMessage({ id: 'results.count' }, { count: 2 })).toBe('2 rooms');
  });

  it('asks for a redraw when a text drawn before the later part came is in it', async () => {
    const onMissing = vi.fn();
    const live = createLiveIntl('en', first, onMissing);
    // Shown as its id until the later part comes (formatjs does not cache the miss).
    expect(live.intl.formatMessage({ id: 'results.heading' })).toBe('results.heading');
    live.intl.formatMessage({ id: 'results.count' }, { count: 1 });
    // Told once, after the render that asked (a microtask), not during it.
    expect(onMissing).not.toHaveBeenCalled();
    await tick();
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(live.addLater(later)).toBe(true);
    expect(live.intl.formatMessage({ id: 'results.heading' })).toBe('Rooms');
    // Added once: a second arrival changes nothing and asks for nothing.
    expect(live.addLater({ 'results.heading': 'Other' })).toBe(false);
    expect(live.intl.formatMessage({ id: 'results.heading' })).toBe('Rooms');
  });

  it('asks for no redraw for an id that the later part lacks too', () => {
    const live = createLiveIntl('en', first, () => undefined);
    live.intl.formatMessage({ id: 'no.such.text' });
    expect(live.addLater(later)).toBe(false);
  });

  it('records and adds nothing when whole from the start', () => {
    const whole = createLiveIntl('en', first);
    whole.intl.formatMessage({ id: 'results.heading' });
    expect(whole.addLater(later)).toBe(false);
    expect(whole.intl.messages['results.heading']).toBeUndefined();
  });
});
