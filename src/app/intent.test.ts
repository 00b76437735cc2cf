import { beforeEach, describe, expect, it, vi } from 'vitest';
import { laterWanted, resetLaterWanted } from '../i18n/later-wanted.ts';
import {
  INTENT_EVENTS,
  intentShown,
  resetIntent,
  showIntent,
  watchIntent,
  whenIntent,
} from './intent.ts';

beforeEach(() => {
  resetIntent();
  resetLaterWanted();
});

describe('intent', () => {
  it('holds the next step until intent, then runs it once; the later messages are wanted', () => {
    const load = vi.fn();
    whenIntent(load);
    expect(load).not.toHaveBeenCalled();
    expect(laterWanted()).toBe(false);
    showIntent();
    showIntent();
    expect(load).toHaveBeenCalledTimes(1);
    expect(laterWanted()).toBe(true);
  });

  it('runs at once after intent, and not at all once cancelled', () => {
    const cancelled = vi.fn();
    whenIntent(cancelled)();
    showIntent();
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    whenIntent(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it.each(INTENT_EVENTS)('is shown by a %s inside the watched root', (type) => {
    const root = new EventTarget();
    watchIntent(root);
    expect(intentShown()).toBe(false);
    root.dispatchEvent(new Event(type));
    expect(intentShown()).toBe(true);
  });

  it('ignores other events, and detaches', () => {
    const root = new EventTarget();
    const detach = watchIntent(root);
    root.dispatchEvent(new Event('scroll'));
    root.dispatchEvent(new Event('load'));
    expect(intentShown()).toBe(false);
    detach();
    root.dispatchEvent(new Event('pointerover'));
    expect(intentShown()).toBe(false);
  });
});
