import type {
  ConsoleLotteryEvent,
  CreateConsoleLotteryEvent,
} from '../../../api/contract/console/lottery.ts';
import { LOCALES, type Locale } from '../../../rules/locales.ts';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { reasonText as settingsReason } from '../settings/reason-text.ts';

/** A name and a note per locale: fields `names.<locale>` and `notifications.<locale>`. */
type LocaleFields = { [K in `names.${Locale}` | `notifications.${Locale}`]: string };

/** The event form as typed: text in every field (times as `datetime-local` values). */
export interface LotteryFormValues extends LocaleFields {
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
  /** Empty: as many as the room type holds. */
  max_adults: string;
  rooms_held: string;
}

function localeFields(
  names: Readonly<Record<string, string>> = {},
  notifications: Readonly<Record<string, string>> = {},
): LocaleFields {
  const out: Record<string, string> = {};
  for (const locale of LOCALES) {
    out[`names.${locale}`] = names[locale] ?? '';
    out[`notifications.${locale}`] = notifications[locale] ?? '';
  }
  return out as LocaleFields;
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
  max_adults: '',
  rooms_held: '1',
  ...localeFields(),
};

/** An instant as a `datetime-local` value in the staff member's own clock. */
export function localOf(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** What the edit form is filled from: an event's setting as the console reads it. */
export type LotterySetting = Pick<
  ConsoleLotteryEvent,
  | 'room_plan_code'
  | 'name'
  | 'notification'
  | 'names'
  | 'notifications'
  | 'entries_open_at'
  | 'entries_close_at'
  | 'result_at'
  | 'reservation_deadline'
  | 'stay_from'
  | 'stay_to'
  | 'min_nights'
  | 'max_nights'
  | 'max_adults'
  | 'rooms_held'
>;

/** The form filled with an event as it is, to edit it. */
export function lotteryFormOf(event: LotterySetting): LotteryFormValues {
  return {
    plan_code: event.room_plan_code,
    name: event.name,
    notification: event.notification,
    entries_open_at: localOf(event.entries_open_at),
    entries_close_at: localOf(event.entries_close_at),
    result_at: localOf(event.result_at),
    reservation_deadline: localOf(event.reservation_deadline),
    stay_from: event.stay_from,
    stay_to: event.stay_to,
    min_nights: String(event.min_nights),
    max_nights: String(event.max_nights),
    max_adults: String(event.max_adults),
    rooms_held: String(event.rooms_held),
    ...localeFields(event.names, event.notifications),
  };
}

/** A `datetime-local` value (the staff member's own clock) as an instant; junk stays as typed. */
export function instantOf(local: string): string {
  const time = Date.parse(local);
  return local === '' || Number.isNaN(time) ? local : new Date(time).toISOString();
}

/** A whole number typed as text; anything else stays text, so the contract names the field. */
function countOf(typed: string): number | string {
  return /^\d{1,4}$/.test(typed.trim()) ? Number(typed.trim()) : typed;
}

/** The texts typed for `kind` per locale, without the empty ones. */
function textsOf(values: LotteryFormValues, kind: 'names' | 'notifications') {
  const out: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const text = values[`${kind}.${locale}`].trim();
    if (text !== '') out[locale] = text;
  }
  return out;
}

/** What the contract checks, made of the typed values. */
export function lotteryInput(
  values: LotteryFormValues,
): Record<keyof CreateConsoleLotteryEvent, unknown> {
  return {
    plan_code: values.plan_code,
    name: values.name,
    names: textsOf(values, 'names'),
    notification: values.notification,
    notifications: textsOf(values, 'notifications'),
    entries_open_at: instantOf(values.entries_open_at),
    entries_close_at: instantOf(values.entries_close_at),
    result_at: instantOf(values.result_at),
    reservation_deadline: instantOf(values.reservation_deadline),
    stay_from: values.stay_from,
    stay_to: values.stay_to,
    min_nights: countOf(values.min_nights),
    max_nights: countOf(values.max_nights),
    max_adults: values.max_adults.trim() === '' ? null : countOf(values.max_adults),
    rooms_held: countOf(values.rooms_held),
  };
}

/** The form's texts for the contract's and the server's reasons. */
export function lotteryReason(reason: string): ConsoleMessageId | undefined {
  if (reason === 'order') return 'lottery.invalid.order';
  if (reason === 'instant') return 'lottery.invalid.instant';
  if (reason === 'unknown') return 'lottery.invalid.plan';
  if (reason === 'capacity') return 'lottery.invalid.capacity';
  return settingsReason(reason);
}
