import type { MessageId } from '../i18n/messages.ts';
import type { CurrencyCode } from '../rules/currencies.ts';

/** The i18n key of a currency's translated name (the table itself is in src/rules). */
export function currencyNameId(code: CurrencyCode): MessageId {
  return `currency.name.${code}`;
}
