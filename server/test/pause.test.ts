import { describe, expect, it } from 'vitest';
import { createPause } from './pause.ts';

describe('createPause', () => {
  it('holds the call until released, and tells the test when it arrived', async () => {
    const p = createPause();
    const steps: string[] = [];
    const call = (async () => {
      steps.push('called');
      await p.pause();
      steps.push('went on');
    })();
    await p.reached;
    await Promise.resolve();
    expect(steps).toEqual(['called']);
    p.release();
    await call;
    expect(steps).toEqual(['called', 'went on']);
  });
  it('lets a call through at once when released before it comes', async () => {
    const p = createPause();
    p.release();
    await expect(p.pause()).resolves.toBeUndefined();
  });
});
