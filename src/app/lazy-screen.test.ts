// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { laterWanted, onLaterWanted, resetLaterWanted } from '../i18n/later-wanted.ts';
import { createElement, Suspense } from '../react.ts';
import { preloadable } from './lazy-screen.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Hello = ({ name }: { name: string }) => createElement('p', null, `hello ${name}`);

let container: HTMLElement | undefined;
afterEach(() => {
  container?.remove();
  container = undefined;
});

/** How often the Suspense fallback was drawn. */
let fallbacks = 0;
const Fallback = () => {
  fallbacks += 1;
  return 'loading';
};

/** Renders `Lazy` under Suspense (fallback: `Fallback`). */
async function render(Lazy: ReturnType<typeof preloadable<{ name: string }>>) {
  fallbacks = 0;
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const box = container;
  await act(async () => {
    root.render(
      createElement(
        Suspense,
        { fallback: createElement(Fallback) },
        createElement(Lazy, { name: 'guest' }),
      ),
    );
  });
  return box;
}

describe('preloadable', () => {
  it('draws at once, with no fallback, once preloaded; loads only once', async () => {
    let loads = 0;
    const Lazy = preloadable(async () => {
      loads += 1;
      return Hello;
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    const box = await render(Lazy);
    expect(box.textContent).toBe('hello guest');
    // compat's (and React's) lazy would draw the fallback once here.
    expect(fallbacks).toBe(0);
    expect(loads).toBe(1);
  });

  it('shows the fallback until the code arrives when not preloaded', async () => {
    let arrive: (component: typeof Hello) => void = () => undefined;
    const Lazy = preloadable(
      () =>
        new Promise<typeof Hello>((resolve) => {
          arrive = resolve;
        }),
    );
    const box = await render(Lazy);
    expect(box.textContent).toBe('loading');
    expect(fallbacks).toBeGreaterThan(0);
    await act(async () => arrive(Hello));
    expect(box.textContent).toBe('hello guest');
  });

  it('tries again after a failed load (a flaky network is not remembered)', async () => {
    let loads = 0;
    const Lazy = preloadable(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return Hello;
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(loads).toBe(2);
    const box = await render(Lazy);
    expect(box.textContent).toBe('hello guest');
  });
});

describe('preloadable and the later messages', () => {
  it('asks for the later messages beside its code (a later step), unless its texts are first', async () => {
    resetLaterWanted();
    await preloadable(async () => Hello, { texts: 'first' }).preload();
    expect(laterWanted()).toBe(false);
    await preloadable(async () => Hello).preload();
    expect(laterWanted()).toBe(true);
    resetLaterWanted();
  });

  it('is drawn once its code and the later messages have both arrived', async () => {
    resetLaterWanted();
    let arrive: () => void = () => undefined;
    const messages = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const unsubscribe = onLaterWanted(() => messages);
    const Lazy = preloadable(async () => Hello);
    const box = await render(Lazy);
    expect(box.textContent).toBe('loading');
    await act(async () => arrive());
    expect(box.textContent).toBe('hello guest');
    unsubscribe();
    resetLaterWanted();
  });
});
