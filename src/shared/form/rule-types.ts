import type { MessageId } from '../../i18n/messages.ts';

/**
 * What every rule returns: the i18n key of the message to show next to the field, or
 * `undefined` when the value is valid. Keys are typed against `locales/en.json`, so a rule
 * cannot name a message that does not exist.
 */
export type RuleResult = MessageId | undefined;

/** A day as the API writes it: `YYYY-MM-DD` (doc 2 §9). Such strings compare lexically. */
export type IsoDay = string;
