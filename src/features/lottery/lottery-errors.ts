import type { IntlShape } from '@formatjs/intl';
import type { ApiError } from '../../api/errors/api-error.ts';
import { translate } from '../../i18n/react.tsx';
import { errorMessage } from '../../shared/errors/error-message.ts';

/** The server's codes for doc 2 §8's "lottery account mismatch" and "reservation deadline passed". */
export const ACCOUNT_MISMATCH = 9760;
export const DEADLINE_PASSED = 9761;

/** A lottery call's error in the active locale: the two lottery messages, else the catalogue's. */
export function lotteryErrorMessage(intl: IntlShape, error: ApiError): string {
  if (error.code === ACCOUNT_MISMATCH) return translate(intl, 'lottery.error.accountMismatch');
  if (error.code === DEADLINE_PASSED) return translate(intl, 'lottery.error.deadlinePassed');
  return errorMessage(intl, error);
}
