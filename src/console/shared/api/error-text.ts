import { isApiError } from '../../../api/errors/api-error.ts';
import type { ConsoleMessageId } from '../i18n/console-messages.ts';

/**
 * The console message for a failed call: `codes` first (a screen's own texts for the server's
 * error codes, such as a wrong password), then by HTTP status. Never the server's English
 * message: staff see their own language.
 */
export function consoleErrorId(
  error: unknown,
  codes: Readonly<Record<number, ConsoleMessageId>> = {},
): ConsoleMessageId {
  if (!isApiError(error)) return 'error.server';
  if (typeof error.code === 'number' && codes[error.code])
    return codes[error.code] ?? 'error.server';
  switch (error.status) {
    case 0:
      return 'error.network';
    case 401:
      return 'error.session';
    case 403:
      return 'error.forbidden';
    case 404:
    case 410:
      return 'error.notFound';
    case 409:
      return 'error.conflict';
    case 429:
      return 'error.tooMany';
    case 400:
    case 422:
      return 'error.invalid';
    default:
      return 'error.server';
  }
}
