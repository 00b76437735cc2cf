import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import {
  type CalendarLimits,
  minCheckinDate,
  reservableMaxDate,
} from '../date-range-picker/range.ts';
import type { GuestsEditorProps } from './guests/GuestsEditor.tsx';
import type { RoomContext } from './guests/limits.ts';
import { roomContextFor } from './guests/room-context.ts';

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

/** The guests rules' context for this hotel, for building the search payload outside the editor. */
export function guestsContext(settings: Settings | undefined): RoomContext {
  return roomContextFor(guestsInputs(settings));
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
