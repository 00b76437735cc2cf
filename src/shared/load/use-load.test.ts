// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors/api-error.ts';
import { createElement } from '../../react.ts';
import { testRoot, unmountTestRoots } from '../testing/test-root.ts';
import { type Load, useLoad } from './use-load.ts';

/** A promise the test settles by hand, and the signal its load was given. */
interface Pending {
  readonly key: string;
  readonly signal: AbortSignal;
  resolve(value: string): void;
  reject(reason: unknown): void;
}

afterEach(unmountTestRoots);

/** Renders a component that loads `key` by hand and records what the hook returned last. */
async function mount(key: string | null) {
  const calls: Pending[] = [];
  const seen: { last?: Load<string> } = {};
  function Probe({ at }: { at: string | null }) {
    seen.last = useLoad(
      at === null
        ? null
        : (signal) =>
            new Promise<string>((resolve, reject) => {
              calls.push({ key: at, signal, resolve, reject });
            }),
      [at],
    );
    return null;
  }
  const root = testRoot();
  const render = (at: string | null) => root.render(createElement(Probe, { at }));
  await render(key);
  const latest = (): Load<string> => {
    if (!seen.last) throw new Error('not rendered');
    return seen.last;
  };
  return { calls, latest, render, root };
}

describe('useLoad', () => {
  it('is loading, then shows the answer', async () => {
    const probe = await mount('a');
    expect(probe.latest().state).toEqual({ status: 'loading' });
    expect(probe.latest().loading).toBe(true);
    await act(async () => probe.calls[0]?.resolve('A'));
    expect(probe.latest().state).toEqual({ status: 'ready', value: 'A' });
    expect(probe.latest().value).toBe('A');
    expect(probe.latest().loading).toBe(false);
  });

  it('turns a failure into an ApiError', async () => {
    const probe = await mount('a');
    await act(async () => probe.calls[0]?.reject(new TypeError('offline')));
    const { error } = probe.latest();
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.status).toBe(0);
    expect(probe.latest().state.status).toBe('failed');
  });

  it('drops the answer of a load whose dependencies changed', async () => {
    const probe = await mount('a');
    await probe.render('b');
    expect(probe.calls.map((c) => c.key)).toEqual(['a', 'b']);
    expect(probe.calls[0]?.signal.aborted).toBe(true);
    await act(async () => probe.calls[1]?.resolve('B'));
    await act(async () => probe.calls[0]?.resolve('A'));
    expect(probe.latest().value).toBe('B');
    // A late failure of the old load does not replace the value either.
    await act(async () => probe.calls[0]?.reject(new Error('late')));
    expect(probe.latest().value).toBe('B');
  });

  it('shows loading again when the dependencies change', async () => {
    const probe = await mount('a');
    await act(async () => probe.calls[0]?.resolve('A'));
    await probe.render('b');
    expect(probe.latest().loading).toBe(true);
  });

  it('drops an answer that arrives after unmount and aborts its signal', async () => {
    const probe = await mount('a');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await probe.root.unmount();
      expect(probe.calls[0]?.signal.aborted).toBe(true);
      await act(async () => probe.calls[0]?.resolve('A'));
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([]);
    expect(probe.latest().loading).toBe(true);
  });

  it('a loader that throws at once fails like one that rejects', async () => {
    let seen: Load<string> | undefined;
    function Throws() {
      seen = useLoad<string>(() => {
        throw new TypeError('bad query');
      }, []);
      return null;
    }
    await testRoot().render(createElement(Throws));
    expect(seen?.error?.title).toBe('bad query');
  });

  it('reload runs the load again and shows its answer', async () => {
    const probe = await mount('a');
    await act(async () => probe.calls[0]?.reject(new Error('down')));
    await act(async () => probe.latest().reload());
    expect(probe.calls).toHaveLength(2);
    expect(probe.latest().loading).toBe(true);
    await act(async () => probe.calls[1]?.resolve('A2'));
    expect(probe.latest().value).toBe('A2');
  });

  it('replace shows a value and drops the answer still under way', async () => {
    const probe = await mount('a');
    await act(async () => probe.latest().replace('mine'));
    expect(probe.latest().value).toBe('mine');
    await act(async () => probe.calls[0]?.resolve('A'));
    expect(probe.latest().value).toBe('mine');
  });

  it('starts nothing while there is nothing to load, then loads', async () => {
    const probe = await mount(null);
    expect(probe.calls).toHaveLength(0);
    expect(probe.latest().loading).toBe(true);
    await probe.render('a');
    expect(probe.calls.map((c) => c.key)).toEqual(['a']);
  });
});
