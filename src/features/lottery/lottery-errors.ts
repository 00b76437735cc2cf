import { LotteryErrorCode } from '../../api/contract/lottery.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import type { AppIntl } from '../../i18n/create-intl.ts';
import { translate } from '../../i18n/react.tsx';
import { errorMessage } from '../../shared/errors/error-message.ts';

/** A lottery call's error in the active locale: the two lottery messages, else the catalogue's. */
export function lotteryErrorMessage(intl: AppIntl, error: ApiError): string {
  if (error.code === LotteryErrorCode.accountMismatch)
    return translate(intl, 'lottery.error.accountMismatch');
  if (error.code === LotteryErrorCode.deadlinePassed)
    return translate(intl, 'lottery.error.deadlinePassed');
  return errorMessage(intl, error);
}
