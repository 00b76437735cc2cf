import { ErrorCode } from '../../api/contract/error.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import type { AppIntl } from '../../i18n/create-intl.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { translate } from '../../i18n/react.tsx';
import { errorMessage } from '../../shared/errors/error-message.ts';

/**
 * The account forms' own reading of a few refusals the catalogue words generally: a wrong
 * current password (9401), a password the rule or the history refuses (1300, 1302). The
 * server must answer a wrong *current* password with 9401 and not with a 401 status: a 401
 * signs the member out app-wide.
 */
const OWN: Partial<Record<number, MessageId>> = {
  [ErrorCode.invalidCredentials]: 'account.error.wrongPassword',
  [ErrorCode.passwordStrength]: 'account.error.passwordRule',
  [ErrorCode.passwordAlreadyUsed]: 'account.error.passwordUsed',
};

/** The translated text of an account call's failure. */
export function accountErrorText(intl: AppIntl, error: ApiError): string {
  const own = typeof error.code === 'number' ? OWN[error.code] : undefined;
  return own ? translate(intl, own) : errorMessage(intl, error);
}

/** True when the refusal is about the current password (shown at that field). */
export function isWrongPassword(error: ApiError): boolean {
  return error.code === ErrorCode.invalidCredentials;
}
