import { CURRENCY_CODES } from '../../../rules/currencies.ts';
import { LOCALES } from '../../../rules/locales.ts';
import type { ConsoleTranslate } from '../../shared/i18n/console-messages.ts';
import { timeZones } from './time-zones.ts';

/** A select's choice. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

/**
 * The choices of a hotel's details, as the add-a-hotel form and the settings' hotel section
 * offer them: time zones (the current one kept), the currency table, the widget's languages.
 */
export function hotelChoices(t: ConsoleTranslate, currentTimeZone: string) {
  return {
    timeZones: timeZones(currentTimeZone).map((zone): Choice => ({ value: zone, label: zone })),
    currencies: CURRENCY_CODES.map((code): Choice => ({ value: code, label: code })),
    locales: LOCALES.map((locale): Choice => ({ value: locale, label: t(`language.${locale}`) })),
  };
}
