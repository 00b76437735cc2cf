import { afterEach, describe, expect, it, vi } from 'vitest';
import { newTracingId } from './tracing-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newTracingId', () => {
  it('is a v4 UUID and differs per call', () => {
    expect(newTracingId()).toMatch(UUID);
    expect(newTracingId()).not.toBe(newTracingId());
  });

  it('falls back to getRandomValues without randomUUID (insecure http pages)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a),
    });
    expect(newTracingId()).toMatch(UUID);
  });

  it('still works without any crypto', () => {
    vi.stubGlobal('crypto', undefined);
    expect(newTracingId()).toMatch(UUID);
  });
});
