import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module.ts';

describe('lazyModule', () => {
  it('has nothing before the module arrives, then gives it without waiting', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = lazyModule(load);
    expect(module.loaded()).toBeUndefined();
    const first = module.load();
    expect(module.loaded()).toBeUndefined();
    await expect(first).resolves.toEqual({ answer: 42 });
    expect(module.loaded()).toEqual({ answer: 42 });
  });

  it('loads once however often it is asked for', async () => {
    const load = vi.fn(async () => 'module');
    const module = lazyModule(load);
    await Promise.all([module.load(), module.load()]);
    await module.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next one tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const module = lazyModule(load);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.loaded()).toBeUndefined();
    await expect(module.load()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
