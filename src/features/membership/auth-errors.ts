import * as v from 'valibot';
import { ErrorCode } from '../../api/contract/error.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import { LOCAL_CODES } from '../../api/errors/local-codes.ts';
import type { AppIntl } from '../../i18n/create-intl.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { translate } from '../../i18n/react.tsx';
import { errorMessage } from '../../shared/errors/error-message.ts';

/** The membership screens' own words for refusals the catalogue words generally. */
const OWN: Partial<Record<number, MessageId>> = {
  [ErrorCode.invalidCredentials]: 'membership.error.invalidCredentials',
  [ErrorCode.passwordStrength]: 'membership.password.rule.all',
  [ErrorCode.passwordAlreadyUsed]: 'membership.error.passwordUsed',
  [ErrorCode.signUpConfirmationExpired]: 'membership.error.linkExpired',
  [ErrorCode.alreadyConfirmed]: 'membership.error.linkUsed',
  [ErrorCode.brandMismatch]: 'membership.error.otherBrand',
};

const RetryPayload = v.object({ retry_after: v.number() });

/** Minutes to wait after a throttled sign-in (429 or 1301), rounded up; undefined if unknown. */
export function waitMinutes(error: ApiError): number | undefined {
  const parsed = v.safeParse(RetryPayload, error.payload);
  return parsed.success ? Math.max(1, Math.ceil(parsed.output.retry_after / 60)) : undefined;
}

/** True for an account the hotel blocked: 1301 with `reason: 'blocked'` (no waiting helps). */
export function isBlocked(error: ApiError): boolean {
  const { payload } = error;
  return (
    error.code === ErrorCode.accountLocked &&
    typeof payload === 'object' &&
    payload !== null &&
    'reason' in payload &&
    payload.reason === 'blocked'
  );
}

/** True for a sign-in refused because of too many attempts. */
export function isThrottled(error: ApiError): boolean {
  return (
    error.status === 429 ||
    error.code === LOCAL_CODES.tooManyRequests ||
    (error.code === ErrorCode.accountLocked && !isBlocked(error))
  );
}

/** The translated text of a membership call's failure. */
export function authErrorText(intl: AppIntl, error: ApiError): string {
  if (isBlocked(error)) return translate(intl, 'membership.error.blocked');
  if (isThrottled(error)) {
    const minutes = waitMinutes(error);
    return minutes === undefined
      ? translate(intl, 'membership.error.throttled')
      : translate(intl, 'membership.error.throttledFor', { minutes });
  }
  const own = typeof error.code === 'number' ? OWN[error.code] : undefined;
  return own ? translate(intl, own) : errorMessage(intl, error);
}

const FieldPayload = v.object({ field: v.string() });

/** The form field a server refusal names (`payload.field`), when the form has it. */
export function fieldOfError<F extends string>(
  error: ApiError,
  fields: readonly F[],
): F | undefined {
  const parsed = v.safeParse(FieldPayload, error.payload);
  if (!parsed.success) return undefined;
  return fields.find((field) => field === parsed.output.field);
}
