import { ErrorCode } from '../../../src/api/contract/index.ts';
import { DomainError } from '../../domain/errors.ts';

/** 401 9441: no console session, or an ended one; the console shows its sign-in. */
export const staffSignInRequired = () =>
  new DomainError(ErrorCode.staffSignInRequired, 401, 'Please sign in to the console.');

/** 403 9443: the role lacks the capability, or the hotel is outside the member's limit. */
export const staffForbidden = (why: string) =>
  new DomainError(ErrorCode.staffForbidden, 403, `You may not do this: ${why}.`);

/** 403 9444: a write without the session's CSRF token. */
export const csrfRejected = () =>
  new DomainError(
    ErrorCode.csrfRejected,
    403,
    'This request lacks the console session’s X-CSRF-Token header. Reload the console.',
  );

/** 403 9446: the brand requires a second factor and the member has none yet. */
export const secondFactorRequired = () =>
  new DomainError(
    ErrorCode.secondFactorRequired,
    403,
    'Your brand requires a passkey or an authenticator app: set one up first.',
  );

/** 400 9445: an invitation or reset link that is unknown, used or expired. */
export const linkInvalid = () =>
  new DomainError(
    ErrorCode.consoleLinkInvalid,
    400,
    'This link has expired or was already used. Ask for a new one.',
  );
