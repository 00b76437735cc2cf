import { translate, useIntl, useLocale, useT } from '../../i18n/react.tsx';
import { useEffect, useId, useMemo, useRef, useState } from '../../react.ts';
import { addMonths, clampDate, type IsoDate, startOfMonth } from '../../rules/dates.ts';
import { addWidgetStyles } from '../styles/widget-css.ts';
import type { AvailabilityMap } from './availability.ts';
import { CALENDAR_CSS } from './calendar-css.ts';
import { keyAction, moveFocus } from './keyboard.ts';
import { fullDate, monthTitle } from './labels.ts';
import { MonthGrid } from './MonthGrid.tsx';
import { lastReachableDate, pickDay } from './pick.ts';
import { type CalendarLimits, type DateRange, nightsOf } from './range.ts';
import { type Message, rejectionMessage } from './rejection-message.ts';
import { useElementWidth } from './use-element-width.ts';
import { clampStart, followFocus, monthsForWidth, visibleMonths } from './visible-months.ts';
import { weekStartFor } from './week-start.ts';

addWidgetStyles(CALENDAR_CSS);

/** Props of {@link CalendarDialog}. */
export interface CalendarDialogProps {
  readonly id: string;
  readonly value: DateRange | null;
  readonly today: IsoDate;
  readonly limits: CalendarLimits;
  readonly reservablePeriodMonths: number;
  readonly availability: AvailabilityMap | undefined;
  readonly single: boolean;
  readonly onMonthChange: ((firstDay: IsoDate, months: number) => void) | undefined;
  /** A stay was chosen. */
  readonly onComplete: (range: DateRange) => void;
  /** Text for the picker's polite live region (picks, refusals). */
  readonly announce: (text: string) => void;
  /** Text for the live region that names the visible months. */
  readonly announceMonths: (text: string) => void;
  readonly onClose: () => void;
}

/**
 * The modal calendar (WAI-ARIA APG date picker dialog) in a native `<dialog>` opened with
 * `showModal()`: the page behind is inert, it sits in the top layer above any host-page
 * stacking context, and it works inside the widget's shadow root.
 */
export function CalendarDialog(props: CalendarDialogProps) {
  const { value, today, limits, availability, single, announce } = props;
  const t = useT();
  const intl = useIntl();
  const { direction } = useLocale();
  const titleId = useId();
  const helpId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const weekStart = useMemo(() => weekStartFor(intl.locale), [intl.locale]);
  const last = lastReachableDate(limits);

  const [pending, setPending] = useState<IsoDate | null>(null);
  const [focus, setFocus] = useState<IsoDate>(() =>
    clampDate(value?.checkin ?? limits.minDate, limits.minDate, last),
  );
  const [start, setStart] = useState<IsoDate>(() => startOfMonth(focus));
  const [message, setMessage] = useState<Message | null>(null);
  // Only keyboard moves and opening pull DOM focus into the grid; clicking the month
  // buttons keeps focus on the button pressed. The ref holds the day to focus, not a flag: a
  // render already under way (prices arriving) must not spend the request on the old day.
  const domFocusTarget = useRef<IsoDate | null>(focus);

  const count = monthsForWidth(useElementWidth(bodyRef, 0), rootFontSize());
  const shownStart = clampStart(start, count, limits.minDate, last);
  const months = visibleMonths(shownStart, count);
  const lastShown = months[months.length - 1] ?? shownStart;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // The parent fetches availability for what is on screen; screen readers hear the months.
  const monthKey = `${shownStart}/${count}`;
  const announcedOnce = useRef(false);
  // Keyed by monthKey on purpose: runs only when the visible months change.
  useEffect(() => {
    props.onMonthChange?.(shownStart, count);
    if (announcedOnce.current) {
      const names = months.map((m) => monthTitle(intl, m));
      props.announceMonths(t('cal.showing', { months: intl.formatList(names, { type: 'unit' }) }));
    }
    announcedOnce.current = true;
  }, [monthKey]);

  useEffect(() => {
    // Only the render that shows the requested day as the roving focus moves DOM focus there.
    if (domFocusTarget.current === null || domFocusTarget.current !== focus) return;
    domFocusTarget.current = null;
    bodyRef.current?.querySelector<HTMLElement>(`[data-date="${focus}"]`)?.focus();
  });

  const show = (m: Message) => {
    setMessage(m);
    announce(translate(intl, m.id, m.values));
  };

  const pick = (day: IsoDate) => {
    setFocus(day);
    const result = pickDay(pending, day, limits, availability, single);
    if (result.kind === 'rejected') {
      show(
        rejectionMessage(result.reason, {
          reservablePeriodMonths: props.reservablePeriodMonths,
          maxNights: limits.maxNights,
        }),
      );
    } else if (result.kind === 'checkin') {
      setPending(result.checkin);
      show({ id: 'cal.hint.checkout', values: { date: fullDate(intl, result.checkin) } });
    } else {
      const { checkin, checkout } = result.range;
      announce(
        single
          ? t('cal.selectedSingle', { date: fullDate(intl, checkin) })
          : t('cal.selected', {
              checkin: fullDate(intl, checkin),
              checkout: fullDate(intl, checkout),
              nights: nightsOf(result.range),
            }),
      );
      props.onComplete(result.range);
    }
  };

  const goMonth = (delta: number) => {
    const target = addMonths(shownStart, delta);
    if (delta > 0 && addMonths(lastShown, delta) > startOfMonth(last)) {
      // The guest tries to look beyond the reservable period: say why it stops here.
      show(
        rejectionMessage('afterMax', {
          reservablePeriodMonths: props.reservablePeriodMonths,
          maxNights: limits.maxNights,
        }),
      );
      return;
    }
    if (delta < 0 && target < startOfMonth(limits.minDate)) return;
    const next = clampStart(target, count, limits.minDate, last);
    setStart(next);
    const moved = clampDate(addMonths(focus, delta), limits.minDate, last);
    const end = addMonths(next, count);
    setFocus(
      moved < next
        ? clampDate(next, limits.minDate, last)
        : moved >= end
          ? addMonths(end, -1)
          : moved,
    );
  };

  const prevDisabled = shownStart <= startOfMonth(limits.minDate);
  const hint: Message = message ?? {
    id: single ? 'cal.hint.single' : pending ? 'cal.hint.checkout' : 'cal.hint.checkin',
    ...(pending ? { values: { date: fullDate(intl, pending) } } : {}),
  };
  const isError = message !== null && message.id !== 'cal.hint.checkout';

  return (
    <dialog
      ref={dialogRef}
      id={props.id}
      className="hb-cal-dialog"
      dir={direction}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close through our own path so focus returns to the field.
        event.preventDefault();
        props.onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) props.onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          props.onClose();
        }
      }}
    >
      <div className="hb-cal" ref={bodyRef}>
        <div className="hb-cal-head">
          <h2 id={titleId} className="hb-cal-title">
            {t(single ? 'cal.titleSingle' : 'cal.title')}
          </h2>
          <button type="button" className="hb-cal-close" onClick={props.onClose}>
            {t('app.close')}
          </button>
        </div>
        <div className="hb-cal-nav">
          <button
            type="button"
            className="hb-cal-nav__btn"
            aria-label={t('cal.prevMonth')}
            aria-disabled={prevDisabled ? 'true' : undefined}
            onClick={() => goMonth(-1)}
          >
            <Chevron />
          </button>
          <button
            type="button"
            className="hb-cal-nav__btn hb-cal-nav__btn--next"
            aria-label={t('cal.nextMonth')}
            onClick={() => goMonth(1)}
          >
            <Chevron />
          </button>
        </div>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: keydown bubbles up from the day buttons of the grids */}
        <div
          className="hb-cal-months"
          data-months={count}
          onKeyDown={(event) => {
            const target = event.target as HTMLElement;
            const day = target.dataset?.date;
            if (!day) return;
            const action = keyAction(event.key, event.shiftKey, direction);
            if (action?.type !== 'move') return;
            event.preventDefault();
            const moved = moveFocus(day, action.move, weekStart, limits.minDate, last);
            if (moved.stoppedAt === 'max') {
              show(
                rejectionMessage('afterMax', {
                  reservablePeriodMonths: props.reservablePeriodMonths,
                  maxNights: limits.maxNights,
                }),
              );
            }
            // At a limit the day does not change and focus is already there.
            domFocusTarget.current = moved.date === day ? null : moved.date;
            setFocus(moved.date);
            setStart(followFocus(shownStart, moved.date, count, limits.minDate, last));
          }}
        >
          {months.map((m) => (
            <MonthGrid
              key={m}
              month={m}
              weekStart={weekStart}
              focus={focus}
              today={today}
              value={value}
              pending={pending}
              limits={limits}
              availability={availability}
              single={single}
              helpId={helpId}
              onPick={pick}
            />
          ))}
        </div>
        <p className={isError ? 'hb-cal-hint hb-error' : 'hb-cal-hint'}>
          {translate(intl, hint.id, hint.values)}
        </p>
        <ul className="hb-cal-legend">
          <li className="hb-cal-legend__few">{t('cal.day.fewLeft')}</li>
          <li className="hb-cal-legend__sold">{t('cal.day.soldOut')}</li>
        </ul>
        <p id={helpId} className="hb-visually-hidden">
          {t('cal.help')}
        </p>
      </div>
    </dialog>
  );
}

/** A chevron pointing to the inline end; CSS mirrors it for the "previous" button and RTL. */
function Chevron() {
  return (
    <svg
      className="hb-cal-chevron"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** Px per rem (the host page's root font size: 16 unless the guest enlarged the text). */
function rootFontSize(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}
