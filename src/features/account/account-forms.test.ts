import { describe, expect, it } from 'vitest';
import {
  confirmationError,
  newEmailError,
  newPasswordError,
  removalBody,
  removalErrors,
} from './account-forms.ts';

describe('account forms', () => {
  it('checks the new login e-mail', () => {
    expect(newEmailError('', 'a@b.co')).toBe('account.error.required');
    expect(newEmailError('nope', 'a@b.co')).toBe('account.error.email');
    expect(newEmailError(' A@B.co ', 'a@b.co')).toBe('account.error.sameEmail');
    expect(newEmailError('new@b.co', 'a@b.co')).toBeUndefined();
  });

  it('applies the password rule of product.md §5 and the confirmation', () => {
    expect(newPasswordError('', 'Old12345')).toBe('account.error.required');
    expect(newPasswordError('short1A', 'Old12345')).toBe('account.error.passwordRule');
    expect(newPasswordError('alllower123', 'Old12345')).toBe('account.error.passwordRule');
    expect(newPasswordError(`Aa1${'x'.repeat(200)}`, 'Old12345')).toBe(
      'account.error.passwordTooLong',
    );
    expect(newPasswordError('Old12345', 'Old12345')).toBe('account.error.samePassword');
    expect(newPasswordError('New12345', 'Old12345')).toBeUndefined();
    expect(confirmationError('New1234', 'New12345')).toBe('account.error.passwordMismatch');
    expect(confirmationError('New12345', 'New12345')).toBeUndefined();
  });

  it('asks a reason, and the password only of members who have one', () => {
    const input = { reason: '' as const, details: '', password: '' };
    expect(removalErrors(input, true)).toEqual({
      reason: 'account.error.required',
      password: 'account.error.required',
    });
    expect(removalErrors(input, false)).toEqual({ reason: 'account.error.required' });
  });

  it('sends details with "other" only, and the password when the member has one', () => {
    expect(removalBody({ reason: 'other', details: ' too far ', password: 'P' }, true)).toEqual({
      reason: 'other',
      details: 'too far',
      current_password: 'P',
    });
    expect(removalBody({ reason: 'high_price', details: 'x', password: '' }, false)).toEqual({
      reason: 'high_price',
    });
  });
});
