import type { ApiError } from '../../../api/errors/api-error.ts';
import type { AppIntl } from '../../../i18n/create-intl.ts';
import { errorMessage } from '../../../shared/errors/error-message.ts';

/** The server's wallet limit when its refusal does not say it. */
const DEFAULT_MAX_CARDS = 5;

/**
 * The text of a refused "Add a card": a full wallet (9422 with `reason: wallet_full`, at the
 * start or for a card whose 3-D Secure finished after the wallet filled up, which the server
 * then did not keep) says so and how to make room; anything else as the catalogue says.
 */
export function addCardErrorMessage(intl: AppIntl, error: ApiError): string {
  const payload = error.payload;
  const field = (name: string): unknown =>
    payload !== null && typeof payload === 'object' ? Reflect.get(payload, name) : undefined;
  if (error.code !== 9422 || field('reason') !== 'wallet_full') return errorMessage(intl, error);
  const max = field('max_cards');
  return String(
    intl.formatMessage(
      { id: 'account.wallet.cards.full' },
      { max: typeof max === 'number' ? max : DEFAULT_MAX_CARDS },
    ),
  );
}
