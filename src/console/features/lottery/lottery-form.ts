import type { CreateConsoleLotteryEvent } from '../../../api/contract/console/lottery.ts';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { reasonText as settingsReason } from '../settings/SettingsForm.tsx';

/** The new-event form as typed: text in every field (times as `datetime-local` values). */
export interface LotteryFormValues {
  plan_code: string;
  name: string;
  notification: string;
  entries_open_at: string;
  entries_close_at: string;
  result_at: string;
  reservation_deadline: string;
  stay_from: string;
  stay_to: string;
  min_nights: string;
  max_nights: string;
  rooms_held: string;
}

export const EMPTY_LOTTERY_FORM: LotteryFormValues = {
  plan_code: '',
  name: '',
  notification: '',
  entries_open_at: '',
  entries_close_at: '',
  result_at: '',
  reservation_deadline: '',
  stay_from: '',
  stay_to: '',
  min_nights: '1',
  max_nights: '2',
  rooms_held: '1',
};

/** A `datetime-local` value (the staff member's own clock) as an instant; junk stays as typed. */
export function instantOf(local: string): string {
  const time = Date.parse(local);
  return local === '' || Number.isNaN(time) ? local : new Date(time).toISOString();
}

/** A whole number typed as text; anything else stays text, so the contract names the field. */
function countOf(typed: string): number | string {
  return /^\d{1,4}$/.test(typed.trim()) ? Number(typed.trim()) : typed;
}

/** What the contract checks, made of the typed values. */
export function lotteryInput(
  values: LotteryFormValues,
): Record<keyof CreateConsoleLotteryEvent, unknown> {
  return {
    plan_code: values.plan_code,
    name: values.name,
    notification: values.notification,
    entries_open_at: instantOf(values.entries_open_at),
    entries_close_at: instantOf(values.entries_close_at),
    result_at: instantOf(values.result_at),
    reservation_deadline: instantOf(values.reservation_deadline),
    stay_from: values.stay_from,
    stay_to: values.stay_to,
    min_nights: countOf(values.min_nights),
    max_nights: countOf(values.max_nights),
    rooms_held: countOf(values.rooms_held),
  };
}

/** The form's texts for the contract's own reasons (`order`, `instant`, `unknown`). */
export function lotteryReason(reason: string): ConsoleMessageId | undefined {
  if (reason === 'order') return 'lottery.invalid.order';
  if (reason === 'instant') return 'lottery.invalid.instant';
  if (reason === 'unknown') return 'lottery.invalid.plan';
  return settingsReason(reason);
}
