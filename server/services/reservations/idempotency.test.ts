import { describe, expect, it } from 'vitest';
import { requestHash, scopedKey } from './idempotency.ts';

describe('scopedKey', () => {
  it('scopes the header to the hotel', () => {
    expect(scopedKey(7, 'abc')).toBe('7:abc');
    expect(scopedKey(8, 'abc')).not.toBe(scopedKey(7, 'abc'));
  });
  it('is no key without the header', () => {
    expect(scopedKey(7, undefined)).toBeUndefined();
    expect(scopedKey(7, '')).toBeUndefined();
  });
});

describe('requestHash', () => {
  const body = { hotel_code: 'sakuratokyo', rooms: [{ adults: 2 }] };
  it('is the same for the same hotel and body', () => {
    expect(requestHash(1, body)).toBe(requestHash(1, structuredClone(body)));
    expect(requestHash(1, body)).toMatch(/^[0-9a-f]{64}$/);
  });
  it('differs when the body or the hotel differs', () => {
    expect(requestHash(1, { ...body, rooms: [{ adults: 1 }] })).not.toBe(requestHash(1, body));
    expect(requestHash(2, body)).not.toBe(requestHash(1, body));
  });
});
