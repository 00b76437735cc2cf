import type { ApiError } from '../../api/errors/api-error.ts';
import { messageIdFor, messageValuesFor } from '../../api/errors/message-id.ts';
import type { AppIntl } from '../../i18n/create-intl.ts';

/**
 * The guest-facing text of an error in the active locale (doc 2 §8): the catalogue's message,
 * or the generic processing error when this locale lacks the id.
 */
export function errorMessage(intl: AppIntl, error: ApiError): string {
  const id = messageIdFor(error);
  const known = Object.hasOwn(intl.messages, id) ? id : 'error.generic.processing';
  return String(intl.formatMessage({ id: known }, messageValuesFor(error)));
}
