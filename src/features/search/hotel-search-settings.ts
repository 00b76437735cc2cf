import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import {
  type CalendarLimits,
  minCheckinDate,
  reservableMaxDate,
} from './date-range-picker/range.ts';
import type { GuestsEditorProps } from './guests/GuestsEditor.tsx';
import { childrenMode } from './guests/kids-policy.ts';
import { guestLimits, type RoomContext } from './guests/limits.ts';

type Settings = BookingWidgetSettings;

/** The guests editor's hotel inputs, from init settings (defaults while they load). */
export function guestsInputs(
  settings: Settings | undefined,
): Omit<GuestsEditorProps, 'value' | 'onChange'> {
  return {
    kidsSetting: settings?.kids_setting ?? { kids_type: 'ages', accept_type: 'not_accept' },
    kidsTiers: settings?.kids_tiers ?? [],
    maxGuestsPerRoom: settings?.max_guests_per_room ?? null,
    multiRoomsSearchEnabled: settings?.multi_rooms_search_enabled ?? false,
    multiRoomsSearchLimit: settings?.multi_rooms_search_limit ?? null,
  };
}

/** The same inputs as the rules' context, for building the search payload outside the editor. */
export function guestsContext(settings: Settings | undefined): RoomContext {
  const inputs = guestsInputs(settings);
  return {
    mode: childrenMode(inputs.kidsSetting),
    tiers: inputs.kidsTiers,
    companionCodes: [],
    limits: guestLimits({
      max_guests_per_room: inputs.maxGuestsPerRoom ?? null,
      multi_rooms_search_enabled: inputs.multiRoomsSearchEnabled ?? false,
      multi_rooms_search_limit: inputs.multiRoomsSearchLimit ?? null,
    }),
  };
}

/** The calendar's limits from the hotel's today and settings (reservable period, offset). */
export function calendarLimits(
  today: string,
  settings: Settings | undefined,
): Pick<CalendarLimits, 'minDate' | 'maxDate'> & { months: number } {
  const search = settings?.default_search_setting;
  const months = settings?.reservable_period_months ?? 12;
  return {
    minDate: minCheckinDate(today, {
      yesterdayBookable: search?.yesterday_bookable ?? false,
      checkinDateOffset: search?.checkin_date_offset ?? 0,
    }),
    maxDate: reservableMaxDate(today, months),
    months,
  };
}
