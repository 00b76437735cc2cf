// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedValue } from './stored-value.ts';

const Point = v.object({ x: v.number(), y: v.number() });

describe('storedValue', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('writes, reads back and removes a value as plain JSON without a time to live', () => {
    const entry = storedValue({ key: 'p', schema: Point });
    expect(entry.read()).toBeUndefined();
    entry.write({ x: 1, y: 2 });
    expect(sessionStorage.getItem('p')).toBe('{"x":1,"y":2}');
    expect(entry.read()).toEqual({ x: 1, y: 2 });
    entry.remove();
    expect(sessionStorage.getItem('p')).toBeNull();
  });

  it('uses local storage when asked', () => {
    storedValue({ key: 'p', schema: Point, area: 'local' }).write({ x: 1, y: 2 });
    expect(localStorage.getItem('p')).not.toBeNull();
    expect(sessionStorage.getItem('p')).toBeNull();
  });

  it('keeps a value for its time to live, then drops it', () => {
    const entry = storedValue({ key: 'p', schema: Point, ttlMs: 100 });
    entry.write({ x: 1, y: 2 }, 1_000);
    expect(JSON.parse(sessionStorage.getItem('p') ?? '')).toEqual({
      savedAt: 1_000,
      value: { x: 1, y: 2 },
    });
    expect(entry.read(1_100)).toEqual({ x: 1, y: 2 });
    expect(entry.read(1_101)).toBeUndefined();
    expect(sessionStorage.getItem('p')).toBeNull();
  });

  it('reads an envelope whose value sits under another field', () => {
    sessionStorage.setItem('p', JSON.stringify({ savedAt: 5, draft: { x: 3, y: 4 } }));
    const entry = storedValue({ key: 'p', schema: Point, ttlMs: 10, valueField: 'draft' });
    expect(entry.read(6)).toEqual({ x: 3, y: 4 });
  });

  it('drops damaged, foreign or undated entries', () => {
    const plain = storedValue({ key: 'p', schema: Point });
    const dated = storedValue({ key: 'p', schema: Point, ttlMs: 100 });
    for (const [entry, raw] of [
      [plain, 'not json'],
      [plain, '{"x":1}'],
      [plain, 'null'],
      [dated, '{"x":1,"y":2}'],
      [dated, '{"savedAt":"1000","value":{"x":1,"y":2}}'],
      [dated, '{"savedAt":1000,"value":{"x":"1","y":2}}'],
    ] as const) {
      sessionStorage.setItem('p', raw);
      expect(entry.read(1_000)).toBeUndefined();
      expect(sessionStorage.getItem('p')).toBeNull();
    }
  });

  it('never throws when storage is blocked or full', () => {
    const entry = storedValue({ key: 'p', schema: Point, ttlMs: 100 });
    const fail = (name: string) => () => {
      throw new DOMException(name, name);
    };
    const broken: Storage = {
      length: 0,
      clear: fail('SecurityError'),
      key: fail('SecurityError'),
      getItem: fail('SecurityError'),
      setItem: fail('QuotaExceededError'),
      removeItem: fail('SecurityError'),
    };
    vi.spyOn(globalThis, 'sessionStorage', 'get').mockReturnValue(broken);
    expect(() => entry.write({ x: 1, y: 2 })).not.toThrow();
    expect(entry.read()).toBeUndefined();
    expect(() => entry.remove()).not.toThrow();
  });

  it('never throws when reading the storage object itself throws (sandboxed iframe)', () => {
    vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    const entry = storedValue({ key: 'p', schema: Point });
    expect(() => entry.write({ x: 1, y: 2 })).not.toThrow();
    expect(entry.read()).toBeUndefined();
    expect(() => entry.remove()).not.toThrow();
  });
});
