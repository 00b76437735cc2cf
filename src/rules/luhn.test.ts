import { describe, expect, it } from 'vitest';
import { luhnValid } from './luhn.ts';

describe('luhnValid', () => {
  it('accepts numbers whose check digit is right', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('0')).toBe(true);
  });

  it('rejects a wrong check digit and anything but digits', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('4242a24242424242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});
