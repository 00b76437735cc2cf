import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordProblems } from './password.ts';

describe('passwordProblems', () => {
  it('accepts eight characters with upper, lower and a digit', () => {
    expect(passwordProblems('Sakura12')).toEqual([]);
    expect(isStrongPassword('Sakura12')).toBe(true);
  });
  it('names every missing part', () => {
    expect(passwordProblems('abc')).toEqual(['tooShort', 'upper', 'digit']);
    expect(passwordProblems('ABCDEFGH1')).toEqual(['lower']);
    expect(passwordProblems('abcdefgH')).toEqual(['digit']);
  });
  it('refuses more than 128 characters', () => {
    expect(passwordProblems(`Aa1${'x'.repeat(126)}`)).toEqual(['tooLong']);
  });
});
