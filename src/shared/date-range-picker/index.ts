export type { IsoDate } from '../../rules/dates.ts';
export type { AvailabilityLevel, AvailabilityMap, DayAvailability } from './availability.ts';
export { availabilityLevel, FEW_ROOMS_THRESHOLD } from './availability.ts';
export type { DateRangePickerProps } from './DateRangePicker.tsx';
export { DateRangePicker } from './DateRangePicker.tsx';
export type { CalendarLimits, DateRange, MinDateSettings, PickRejection } from './range.ts';
export {
  DEFAULT_MAX_NIGHTS,
  minCheckinDate,
  nightsOf,
  pickDay,
  reservableMaxDate,
} from './range.ts';
export { weekStartFor } from './week-start.ts';
