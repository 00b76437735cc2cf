import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useEffect, useId, useRef, useState } from '../../react.ts';
import type { AvailabilityMap } from '../../shared/date-range-picker/availability.ts';
import { DateRangePicker } from '../../shared/date-range-picker/DateRangePicker.tsx';
import { shortDate } from '../../shared/date-range-picker/short-date.ts';
import type { SearchCriteria } from '../../shared/search/criteria.ts';
import { type GuestsChange, GuestsEditor } from '../../shared/search/guests/GuestsEditor.tsx';
import type { RoomGuests } from '../../shared/search/guests/room-guests.ts';
import { calendarLimits, guestsInputs } from '../../shared/search/hotel-search-settings.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { BAR_CSS } from './bar-css.ts';
import { usePopoverFocus } from './popover-focus.ts';
import { type Away, awayTo } from './search-away.ts';
import { searchTarget } from './search-target.ts';

addWidgetStyles(BAR_CSS);

/** The search form's inputs (features/search/SearchForm.tsx), and the element's attributes. */
export interface BookingBarProps {
  readonly config: WidgetConfig;
  readonly criteria: SearchCriteria;
  readonly settings: BookingWidgetSettings | undefined;
  readonly today: string;
  readonly availability: AvailabilityMap;
  onMonthChange(firstDay: string, months: number): void;
  onChange(next: SearchCriteria): void;
  onGuests(change: GuestsChange): void;
  /** Search: `away` sends the checked search to the element's target (search-away.ts). */
  onSubmit(away?: Away): void;
  readonly error: MessageId | undefined;
}

/** Everyone in the rooms: adults and children of either policy (the summary's count). */
const guestsIn = (rooms: readonly RoomGuests[]): number =>
  rooms.reduce(
    (sum, room) =>
      sum +
      room.adults +
      room.kidsAges.length +
      Object.values(room.kidsTiers).reduce((tiers, count) => tiers + count, 0),
    0,
  );

/**
 * The booking bar (issue 44): the search form as one row for a hotel's home page (the date
 * field and its calendar, the rooms and guests in a popover, a promo code behind a link,
 * Search), and on a narrow column one summary line that opens the same choices full-screen.
 * Which shows is the bar's width's (a container query, bar-css.ts), so the server draws it
 * without knowing the guest's screen. The guests' popover and the phone's sheet are native
 * popovers opened by their buttons (`popovertarget`): the browser gives the buttons their
 * expanded state, closes them on Escape or a press outside, and returns focus; the guests'
 * popover opens in the server's drawing too, before the widget's code has arrived. Search sends the guest where the element's
 * `search-target` says (search-away.ts); the results target shows them below the bar.
 */
export function BookingBar(props: BookingBarProps) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const { criteria, settings, config } = props;
  const limits = calendarLimits(props.today, settings);
  const [promoShown, setPromoShown] = useState(criteria.promoCode !== '');
  // The phone's summary line opens its choices only once the widget is in (not in the server's
  // drawing): a Search pressed in a drawing's sheet is pressed again by the widget once it has
  // arrived (src/element/take-over.ts), in a sheet that is closed by then, and the results'
  // space, taken by that press, would be given back meanwhile (the page moving up, then down).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // Pressed with the results below: their space is taken now, within the input's grace, not
  // when the answer or the search's code arrives (bar-css.ts); given back if the search stops.
  const [pressed, setPressed] = useState(false);
  const promoRef = useRef<HTMLInputElement | null>(null);
  const submitRef = useRef<HTMLButtonElement | null>(null);
  const modalPlace = useRef<HTMLDivElement | null>(null);
  const summaryRef = useRef<HTMLButtonElement | null>(null);
  const guestsRef = useRef<HTMLButtonElement | null>(null);
  const sheetFocus = usePopoverFocus(summaryRef);
  const guestsFocus = usePopoverFocus(guestsRef);
  const target = searchTarget(config.attributes);
  const guests = t('guests.summary', {
    rooms: criteria.rooms.length,
    guests: guestsIn(criteria.rooms),
  });
  const ids = { choices: `${id}-choices`, guests: `${id}-guests`, error: `${id}-error` };
  const stay = `${shortDate(intl, criteria.checkin, props.today)} – ${shortDate(intl, criteria.checkout, props.today)}`;
  return (
    <div
      className="hb-bar"
      data-target={target}
      data-pressed={pressed && !props.error ? '' : undefined}
    >
      <button
        ref={summaryRef}
        type="button"
        className="hb-bar-summary"
        popoverTarget={live ? ids.choices : undefined}
        aria-describedby={props.error ? ids.error : undefined}
      >
        <span className="hb-visually-hidden">{t('bar.change')}: </span>
        <span className="hb-bar-summary__stay">{stay}</span>{' '}
        <span className="hb-bar-summary__guests">{guests}</span>
      </button>
      <form
        id={ids.choices}
        className="hb-bar-choices"
        popover="auto"
        aria-label={t('bar.label')}
        aria-describedby={props.error ? ids.error : undefined}
        noValidate
        {...sheetFocus.popover}
        onSubmit={(event) => {
          event.preventDefault();
          // The phone's full-screen choices close: the results, or what the target opens, are
          // the next thing to see; a problem shows under the summary line.
          const form = event.currentTarget;
          if (form.matches(':popover-open')) form.hidePopover();
          setPressed(target === 'results');
          props.onSubmit(
            awayTo(target, config, { place: modalPlace.current, returnTo: submitRef.current }),
          );
        }}
      >
        <button
          type="button"
          className="hb-link hb-bar-close"
          popoverTarget={ids.choices}
          onClick={sheetFocus.closing}
        >
          {t('bar.close')}
        </button>
        <DateRangePicker
          value={{ checkin: criteria.checkin, checkout: criteria.checkout }}
          onChange={(range) => props.onChange({ ...criteria, ...range })}
          today={props.today}
          minDate={limits.minDate}
          maxDate={limits.maxDate}
          reservablePeriodMonths={limits.months}
          availability={props.availability}
          onMonthChange={props.onMonthChange}
          singleDate={criteria.dayUse}
        />
        <button
          ref={guestsRef}
          type="button"
          className="hb-bar-guests-button"
          popoverTarget={ids.guests}
        >
          <span className="hb-bar-field-label">{t('guests.title')}</span>{' '}
          <span className="hb-bar-field-value">{guests}</span>
        </button>
        <div
          id={ids.guests}
          className="hb-bar-guests"
          popover="auto"
          role="dialog"
          aria-label={t('guests.title')}
          {...guestsFocus.popover}
        >
          <GuestsEditor
            value={criteria.rooms}
            onChange={props.onGuests}
            {...guestsInputs(settings)}
          />
          <button
            type="button"
            className="hb-btn hb-bar-done"
            popoverTarget={ids.guests}
            onClick={guestsFocus.closing}
          >
            {t('bar.done')}
          </button>
        </div>
        {promoShown ? (
          <div className="hb-field hb-bar-promo">
            <label htmlFor={`${id}-promo`}>{t('search.promoCode')}</label>
            <input
              id={`${id}-promo`}
              ref={promoRef}
              className="hb-input"
              value={criteria.promoCode}
              maxLength={50}
              autoComplete="off"
              placeholder={t('search.promoCode')}
              onChange={(event) =>
                props.onChange({ ...criteria, promoCode: event.currentTarget.value })
              }
            />
          </div>
        ) : (
          <button
            type="button"
            className="hb-link hb-bar-promo-link"
            onClick={() => {
              setPromoShown(true);
              // The field replaces the link: focus follows, so the keyboard is not lost.
              requestAnimationFrame(() => promoRef.current?.focus());
            }}
          >
            {t('bar.promoAdd')}
          </button>
        )}
        <button ref={submitRef} className="hb-btn hb-search-submit hb-bar-submit" type="submit">
          {t('search.submit')}
          {target === 'new-tab' && <span className="hb-visually-hidden"> {t('bar.newTab')}</span>}
        </button>
      </form>
      {props.error && (
        <p id={ids.error} className="hb-error hb-bar-error" role="alert">
          {t(props.error)}
        </p>
      )}
      <div ref={modalPlace} className="hb-bar-modal" />
    </div>
  );
}
