import { describe, expect, it } from 'vitest';
import { SearchCache } from './cache.ts';
import { type Change, type ChangeFeed, parseChange } from './changes.ts';

/** A feed the test drives: `emit` announces a change, `fresh` is what sync() answers. */
function fakeFeed() {
  const listeners = new Set<(change: Change) => void>();
  const feed: ChangeFeed & { emit(change: Change): void; fresh: boolean } = {
    fresh: true,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync: async () => feed.fresh,
    emit(change) {
      for (const listener of listeners) listener(change);
    },
  };
  return feed;
}

/** A loader that counts its calls and answers `value` (or what `next` says). */
function counted<T>(value: T) {
  const loader = async (): Promise<T> => {
    loader.calls += 1;
    return value;
  };
  loader.calls = 0;
  return loader;
}

describe('parseChange', () => {
  it('reads the triggers’ payloads and takes anything else for "everything changed"', () => {
    expect(parseChange('s12')).toEqual({ kind: 'stock', hotelId: 12 });
    expect(parseChange('c7')).toEqual({ kind: 'catalogue', hotelId: 7 });
    expect(parseChange('w3')).toEqual({ kind: 'settings', hotelId: 3 });
    for (const odd of ['*', '', 's', 'x1', 's1 ', 'c1234567890'])
      expect(parseChange(odd)).toEqual({ kind: 'all' });
  });
});

describe('SearchCache', () => {
  it('keeps answers until a change of their hotel, and only the changed hotel’s', async () => {
    const feed = fakeFeed();
    const cache = new SearchCache(feed);
    const one = counted('answer of 1');
    const two = counted('answer of 2');
    const ask = async () => {
      const view = await cache.begin();
      return [await view.answer(1, 'k', one), await view.answer(2, 'k', two)];
    };
    expect(await ask()).toEqual(['answer of 1', 'answer of 2']);
    await ask();
    expect([one.calls, two.calls]).toEqual([1, 1]);
    feed.emit({ kind: 'stock', hotelId: 1 });
    await ask();
    expect([one.calls, two.calls]).toEqual([2, 1]);
    feed.emit({ kind: 'all' });
    await ask();
    expect([one.calls, two.calls]).toEqual([3, 2]);
  });

  it('drops hotel rows and catalogues on a catalogue change, not on a stock change', async () => {
    const feed = fakeFeed();
    const cache = new SearchCache(feed);
    const hotel = counted({ id: 5, name: 'Sakura' });
    const catalogue = counted(['plans']);
    const read = async () => {
      const view = await cache.begin();
      await view.hotel('sakura', hotel);
      await view.catalogue(5, 'published', catalogue);
    };
    await read();
    feed.emit({ kind: 'stock', hotelId: 5 });
    await read();
    expect([hotel.calls, catalogue.calls]).toEqual([1, 1]);
    feed.emit({ kind: 'catalogue', hotelId: 5 });
    await read();
    expect([hotel.calls, catalogue.calls]).toEqual([2, 2]);
  });

  it('drops settings answers on a settings or catalogue change, not on a stock change', async () => {
    const feed = fakeFeed();
    const cache = new SearchCache(feed);
    const settings = counted('settings of 5');
    const answer = counted('search of 5');
    const read = async () => {
      const view = await cache.begin();
      await view.settings(5, 'booking_widget', settings);
      await view.answer(5, 'k', answer);
    };
    await read();
    feed.emit({ kind: 'stock', hotelId: 5 });
    await read();
    expect([settings.calls, answer.calls]).toEqual([1, 2]);
    // A brand's or a rate's change leaves the searches kept.
    feed.emit({ kind: 'settings', hotelId: 5 });
    await read();
    expect([settings.calls, answer.calls]).toEqual([2, 2]);
    feed.emit({ kind: 'settings', hotelId: 6 });
    await read();
    expect([settings.calls, answer.calls]).toEqual([2, 2]);
    feed.emit({ kind: 'catalogue', hotelId: 5 });
    await read();
    expect([settings.calls, answer.calls]).toEqual([3, 3]);
    feed.emit({ kind: 'all' });
    await read();
    expect([settings.calls, answer.calls]).toEqual([4, 4]);
  });

  it('keeps nothing read while a change of its hotel arrived, nor when the feed cannot vouch', async () => {
    const feed = fakeFeed();
    const cache = new SearchCache(feed);
    let calls = 0;
    const racing = async () => {
      calls += 1;
      // The change commits while this (older) read is under way.
      feed.emit({ kind: 'stock', hotelId: 1 });
      return 'old';
    };
    await (await cache.begin()).answer(1, 'k', racing);
    await (await cache.begin()).answer(1, 'k', async () => {
      calls += 1;
      return 'new';
    });
    expect(calls).toBe(2);
    feed.fresh = false;
    const unvouched = counted('x');
    await (await cache.begin()).answer(2, 'k', unvouched);
    await (await cache.begin()).answer(2, 'k', unvouched);
    expect(unvouched.calls).toBe(2);
  });

  it('shares a computation under way, but not with a request that began after a change', async () => {
    const feed = fakeFeed();
    const cache = new SearchCache(feed);
    let release = (): void => {};
    let calls = 0;
    const slow = () =>
      new Promise<number>((resolve) => {
        calls += 1;
        const n = calls;
        release = () => resolve(n);
      });
    const first = (await cache.begin()).answer(1, 'k', slow);
    const joined = (await cache.begin()).answer(1, 'k', slow);
    expect(calls).toBe(1);
    feed.emit({ kind: 'stock', hotelId: 1 });
    const releaseFirst = release;
    const after = (await cache.begin()).answer(1, 'k', slow);
    expect(calls).toBe(2);
    releaseFirst();
    release();
    expect(await Promise.all([first, joined, after])).toEqual([1, 1, 2]);
  });

  it('forgets the least recently used answers beyond its limit', async () => {
    const cache = new SearchCache(fakeFeed(), { answers: 2, hotels: 2 });
    const loads = counted('a');
    const ask = async (key: string) => (await cache.begin()).answer(1, key, loads);
    await ask('x');
    await ask('y');
    await ask('x');
    await ask('z'); // forgets y, the least recently used
    await ask('x');
    expect(loads.calls).toBe(3);
    await ask('y');
    expect(loads.calls).toBe(4);
  });
});
