import type { MessageId } from '../../i18n/messages.ts';
import type { MessageValues } from '../../i18n/react.tsx';
import type { PickRejection } from './pick.ts';

/** A translatable message: id plus ICU values. */
export interface Message {
  readonly id: MessageId;
  readonly values?: MessageValues;
}

/**
 * The message shown when a day cannot be picked. Past the reservable period the picker uses
 * the server's own 1903 wording with the month count, so the guest reads the same sentence
 * whichever side catches it.
 */
export function rejectionMessage(
  reason: PickRejection,
  limits: { readonly reservablePeriodMonths: number; readonly maxNights: number },
): Message {
  switch (reason) {
    case 'afterMax':
      return {
        id: 'error.code.1903',
        values: { reservable_period_months: limits.reservablePeriodMonths },
      };
    case 'beforeMin':
      return { id: 'cal.error.beforeMin' };
    case 'soldOut':
      return { id: 'cal.error.soldOut' };
    case 'tooLong':
      return { id: 'cal.error.tooLong', values: { count: limits.maxNights } };
    case 'soldOutNight':
      return { id: 'cal.error.soldOutNight' };
  }
}
