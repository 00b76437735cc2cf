import { ErrorCode } from '../../../src/api/contract/index.ts';
import { DomainError } from '../../domain/errors.ts';

/**
 * The refusal of a member the hotel blocked (issue 41): the catalogue's 1301 "account locked",
 * 403, with `reason: 'blocked'` so the widget tells it from the sign-in throttle's 1301 (which
 * carries `retry_after`) and says to contact the hotel instead of waiting.
 */
export const memberBlocked = (): DomainError =>
  new DomainError(
    ErrorCode.accountLocked,
    403,
    'This account has been blocked. Please contact the hotel.',
    undefined,
    { reason: 'blocked' },
  );
