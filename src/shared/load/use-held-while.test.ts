// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from '../../react.ts';
import { testRoot, unmountTestRoots } from '../testing/test-root.ts';
import { useHeldWhile } from './use-held-while.ts';

afterEach(async () => {
  await unmountTestRoots();
  vi.useRealTimers();
});

/** Renders the hook with `value` and `waiting`, and records what it gave last. */
async function mount() {
  const seen: { last?: string | undefined } = {};
  function Probe({ value, waiting }: { value: string | undefined; waiting: boolean }) {
    seen.last = useHeldWhile(value, waiting, 250);
    return null;
  }
  const root = testRoot();
  const render = (value: string | undefined, waiting: boolean) =>
    root.render(createElement(Probe, { value, waiting }));
  return { seen, render };
}

describe('useHeldWhile', () => {
  it('holds the value while the other answer is waited for, and shows it when that comes', async () => {
    const probe = await mount();
    await probe.render(undefined, true);
    expect(probe.seen.last).toBeUndefined();
    await probe.render('rooms', true);
    expect(probe.seen.last).toBeUndefined();
    await probe.render('rooms', false);
    expect(probe.seen.last).toBe('rooms');
  });

  it('shows the value at once when nothing is waited for', async () => {
    const probe = await mount();
    await probe.render('rooms', false);
    expect(probe.seen.last).toBe('rooms');
  });

  it('shows the value once the grace has passed, though the other answer is still awaited', async () => {
    vi.useFakeTimers();
    const probe = await mount();
    await probe.render('rooms', true);
    await act(async () => vi.advanceTimersByTime(249));
    expect(probe.seen.last).toBeUndefined();
    await act(async () => vi.advanceTimersByTime(1));
    expect(probe.seen.last).toBe('rooms');
    // A later value (another sort order) is not held again.
    await probe.render('rooms sorted', true);
    expect(probe.seen.last).toBe('rooms sorted');
  });
});
