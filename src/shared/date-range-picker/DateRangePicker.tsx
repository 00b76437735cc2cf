import { wantLaterMessages } from '../../i18n/later-wanted.ts';
import { lazy, Suspense, useEffect, useId, useRef, useState } from '../../react.ts';
import type { IsoDate } from '../../rules/dates.ts';
import type { AvailabilityMap } from './availability.ts';
import { DateField } from './DateField.tsx';
import { type DateRange, DEFAULT_MAX_NIGHTS } from './range.ts';

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps {
  /** The chosen stay, or null before one is chosen. */
  readonly value: DateRange | null;
  /** Called once a stay is complete (check-in and check-out, or the day in single mode). */
  readonly onChange: (value: DateRange) => void;
  /** The hotel's today (`YYYY-MM-DD` in the hotel's time zone). */
  readonly today: IsoDate;
  /** First check-in day; see `minCheckinDate` (yesterday_bookable, checkin_date_offset). */
  readonly minDate: IsoDate;
  /** Last check-in day; see `reservableMaxDate`. */
  readonly maxDate: IsoDate;
  /** The reservable period in months, quoted by the 1903 message past `maxDate`. */
  readonly reservablePeriodMonths: number;
  /** Longest stay in nights (default {@link DEFAULT_MAX_NIGHTS}). */
  readonly maxNights?: number;
  /** Per-day lowest price, rooms left and sold-out state from `/rooms/availability`. */
  readonly availability?: AvailabilityMap;
  /**
   * Called with the first day of the first visible month and how many months are visible,
   * when the dialog opens and whenever the months change, so the parent can fetch them.
   */
  readonly onMonthChange?: (firstDay: IsoDate, months: number) => void;
  /** Day use (`is_day_use`): one date; check-out equals check-in. */
  readonly singleDate?: boolean;
}

/**
 * The month grids are not needed to draw the search form: they load on hover or focus of the
 * date field (or at the latest when it is opened), keeping the widget's first screen small.
 */
const loadCalendar = () => import('./CalendarDialog.tsx');
// The dialog's texts (`cal.title`, `cal.day.`…) are in the locale's later messages: asked for
// with its code, and waited for, so it opens with them.
const CalendarDialog = lazy(() =>
  Promise.all([loadCalendar(), wantLaterMessages()]).then(([m]) => ({
    default: m.CalendarDialog,
  })),
);
const preloadCalendar = () => {
  void loadCalendar();
  void wantLaterMessages();
};

/**
 * Date-range picker following the WAI-ARIA APG "Date Picker Dialog" pattern: a button whose
 * name holds the chosen dates opens a modal dialog with one or two month grids (two when the
 * dialog is at least 600 px wide). Keyboard: arrows (mirrored in RTL), Page Up/Down (month),
 * Shift+Page Up/Down (year), Home/End (week), Enter/Space (pick), Escape (close, focus back
 * to the button). A polite live region announces month changes, picks and refusals.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Months get their own live region so a month change never overwrites a refusal.
  const [monthsAnnouncement, setMonthsAnnouncement] = useState('');
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: no interaction here, the handlers only fetch the calendar code early; the date button inside is the control
    <div className="hb-cal-picker" onPointerEnter={preloadCalendar} onFocus={preloadCalendar}>
      <DateField
        value={props.value}
        today={props.today}
        single={props.singleDate ?? false}
        expanded={open}
        dialogId={dialogId}
        buttonRef={buttonRef}
        onOpen={() => {
          setAnnouncement('');
          setMonthsAnnouncement('');
          setOpen(true);
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <CalendarDialog
            id={dialogId}
            value={props.value}
            today={props.today}
            limits={{
              minDate: props.minDate,
              maxDate: props.maxDate,
              maxNights: props.maxNights ?? DEFAULT_MAX_NIGHTS,
            }}
            reservablePeriodMonths={props.reservablePeriodMonths}
            availability={props.availability}
            single={props.singleDate ?? false}
            onMonthChange={props.onMonthChange}
            announce={setAnnouncement}
            announceMonths={setMonthsAnnouncement}
            onComplete={(range) => {
              props.onChange(range);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      )}
      <div className="hb-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      <div className="hb-visually-hidden" role="status" aria-live="polite">
        {monthsAnnouncement}
      </div>
    </div>
  );
}
