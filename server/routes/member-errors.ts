import { ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError } from '../domain/errors.ts';
import { notFound } from '../http/errors.ts';
import type { SpentToken } from '../services/members/email-tokens.ts';

/** Sign-in refused: the same answer for an unknown e-mail, a wrong password and an unconfirmed account. */
export const invalidCredentials = () =>
  new DomainError(
    ErrorCode.invalidCredentials,
    401,
    'The e-mail address or password is incorrect.',
  );

/** A link token that could not be spent: expired (1401), used (1402) or unknown (404). */
export function tokenRefusal(outcome: Exclude<SpentToken, { kind: 'spent' }>): DomainError {
  switch (outcome.kind) {
    case 'expired':
      return new DomainError(
        ErrorCode.signUpConfirmationExpired,
        410,
        'This link has expired. Please ask for a new one.',
      );
    case 'used':
      return new DomainError(ErrorCode.alreadyConfirmed, 409, 'This link has already been used.');
    case 'unknown':
      return notFound('Link');
  }
}
