import { describe, expect, it } from 'vitest';
import { invalid } from '../domain/errors.ts';
import { refusal } from './refusal.ts';

describe('refusal', () => {
  it('names the code and field of a domain error, nothing when it passes', () => {
    expect(
      refusal(() => {
        throw invalid('rooms', 'is wrong');
      }),
    ).toBe('1000:rooms');
    expect(refusal(() => 1)).toBeUndefined();
  });
  it('throws any other error on', () => {
    expect(() =>
      refusal(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });
});
