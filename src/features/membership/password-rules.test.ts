import { describe, expect, it } from 'vitest';
import { confirmationError, newPasswordError, passwordRuleLines } from './password-rules.ts';

describe('password rules (product.md §5)', () => {
  it('ticks each rule as it is met', () => {
    expect(passwordRuleLines('abc').map((line) => [line.id, line.met])).toEqual([
      ['membership.password.rule.length', false],
      ['membership.password.rule.upper', false],
      ['membership.password.rule.lower', true],
      ['membership.password.rule.digit', false],
    ]);
    expect(passwordRuleLines('Sakura2026a').every((line) => line.met)).toBe(true);
    expect(passwordRuleLines(`Aa1${'x'.repeat(130)}`).at(-1)).toEqual({
      id: 'membership.password.rule.tooLong',
      met: false,
    });
  });
  it('names the first broken rule, and a missing or different confirmation', () => {
    expect(newPasswordError('')).toBe('membership.error.required');
    expect(newPasswordError('Sakura1')).toBe('membership.password.rule.length');
    expect(newPasswordError('sakura2026')).toBe('membership.password.rule.upper');
    expect(newPasswordError('Sakura2026a')).toBeUndefined();
    expect(confirmationError('Sakura2026a', '')).toBe('membership.error.required');
    expect(confirmationError('Sakura2026a', 'Sakura2026b')).toBe(
      'membership.error.passwordMismatch',
    );
    expect(confirmationError('Sakura2026a', 'Sakura2026a')).toBeUndefined();
  });
});
