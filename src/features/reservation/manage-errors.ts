import * as v from 'valibot';
import type { ApiError } from '../../api/errors/api-error.ts';
import { LOCAL_CODES } from '../../api/errors/local-codes.ts';
import type { AppIntl } from '../../i18n/create-intl.ts';
import { translate } from '../../i18n/react.tsx';
import { errorMessage } from '../../shared/errors/error-message.ts';
import { type BlockReason, blockMessage } from './actions.ts';

/** The server's codes outside the spec's catalogue (server/README.md "Errors"). */
export const NOT_FOUND = 9404;
export const CONFLICT = 9409;
export const NOT_ALLOWED = 9422;

/** Catalogue codes of the update locks (doc 2 §8; server README "Changes … and locks"). */
export const LOCK_CODES = { busy: 3013, guestsBusy: 3016, originalChanged: 3014 } as const;

/**
 * A lock refusal: `changed` (3014) — the reservation changed since the screen was built, so it
 * must be reloaded and reviewed; `busy` (3013/3016) — another change is running, try again in
 * about 5 minutes with what the guest typed kept.
 */
export function lockProblem(error: ApiError): 'changed' | 'busy' | undefined {
  if (error.code === LOCK_CODES.originalChanged) return 'changed';
  if (error.code === LOCK_CODES.busy || error.code === LOCK_CODES.guestsBusy) return 'busy';
  return undefined;
}

/** Lookups that failed for too many tries: the server's 429, after the client's own retries. */
export function isRateLimited(error: ApiError): boolean {
  return error.status === 429 || error.code === LOCAL_CODES.tooManyRequests || error.code === 9429;
}

/** The `reason` a 9422 "not allowed now" carries, when it is one we can explain. */
export function refusalReason(error: ApiError): BlockReason | undefined {
  if (error.code !== NOT_ALLOWED) return undefined;
  const parsed = v.safeParse(v.object({ reason: v.string() }), error.payload);
  if (!parsed.success) return undefined;
  const reason = parsed.output.reason;
  return reason === 'after_checkin' ? 'checkin_passed' : (reason as BlockReason);
}

/**
 * The text for a failed manage call. Unknown number, wrong e-mail and wrong token are one and
 * the same 404 on the server and one and the same sentence here, so nothing tells a guesser
 * which part was wrong.
 */
export function manageErrorText(intl: AppIntl, error: ApiError): string {
  if (error.status === 404) return translate(intl, 'manage.find.notFound');
  if (isRateLimited(error)) return translate(intl, 'manage.find.tooMany');
  const reason = refusalReason(error);
  if (reason) return translate(intl, blockMessage(reason));
  return errorMessage(intl, error);
}
