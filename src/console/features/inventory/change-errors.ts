import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';

/** The calendar's own words for the API's refusals of a change (server/README "Console API"). */
export const CHANGE_ERROR_CODES: Readonly<Record<number, ConsoleMessageId>> = {
  9479: 'inventory.change.error.booked',
  9404: 'inventory.undo.nothing',
};
