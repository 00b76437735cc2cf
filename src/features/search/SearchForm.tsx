import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import { useT } from '../../i18n/react.tsx';
import { useId } from '../../react.ts';
import type { AvailabilityMap } from '../../shared/date-range-picker/availability.ts';
import { DateRangePicker } from '../../shared/date-range-picker/DateRangePicker.tsx';
import type { CriteriaError, SearchCriteria } from '../../shared/search/criteria.ts';
import { type GuestsChange, GuestsEditor } from '../../shared/search/guests/GuestsEditor.tsx';
import { calendarLimits, guestsInputs } from '../../shared/search/hotel-search-settings.ts';

/** What can stop a search, each a translated message shown with the form. */
export type SearchFormError = CriteriaError | 'search.error.guests' | 'guests.undatedNotAllowed';

export interface SearchFormProps {
  criteria: SearchCriteria;
  settings: BookingWidgetSettings | undefined;
  today: string;
  availability: AvailabilityMap;
  onMonthChange(firstDay: string, months: number): void;
  onChange(next: SearchCriteria): void;
  onGuests(change: GuestsChange): void;
  onSubmit(): void;
  error: SearchFormError | undefined;
}

/**
 * The search form: dates (with availability and the reservable period), rooms and guests per
 * the hotel's kids policy, day use where offered, and a promo code. Everything typed stays in
 * the criteria; an error is shown next to the form and nothing is cleared.
 */
export function SearchForm(props: SearchFormProps) {
  const t = useT();
  const id = useId();
  const { criteria, settings } = props;
  const limits = calendarLimits(props.today, settings);
  const errorId = `${id}-error`;
  return (
    <form
      className="hb-search"
      noValidate
      aria-describedby={props.error ? errorId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      {settings?.search_type === 'undated' && (
        <label className="hb-check">
          <input
            type="checkbox"
            checked={criteria.undated}
            onChange={(event) =>
              props.onChange({ ...criteria, undated: event.currentTarget.checked })
            }
          />
          {t('search.undated')}
        </label>
      )}
      {criteria.undated ? (
        <div className="hb-field">
          <label htmlFor={`${id}-nights`}>{t('search.nightsLabel')}</label>
          <select
            id={`${id}-nights`}
            className="hb-select"
            value={criteria.nights}
            onChange={(event) =>
              props.onChange({ ...criteria, nights: Number(event.currentTarget.value) })
            }
          >
            {Array.from({ length: 14 }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('search.nights', { count: n })}
              </option>
            ))}
          </select>
        </div>
      ) : (
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
      )}
      <GuestsEditor value={criteria.rooms} onChange={props.onGuests} {...guestsInputs(settings)} />
      <div className="hb-search-extra">
        {settings?.day_use_search_active && (
          <label className="hb-check">
            <input
              type="checkbox"
              checked={criteria.dayUse}
              onChange={(event) => {
                const dayUse = event.currentTarget.checked;
                props.onChange({
                  ...criteria,
                  dayUse,
                  checkout: dayUse ? criteria.checkin : criteria.checkout,
                });
              }}
            />
            {t('search.dayUse')}
          </label>
        )}
        <div className="hb-field">
          <label htmlFor={`${id}-promo`}>{t('search.promoCode')}</label>
          <input
            id={`${id}-promo`}
            className="hb-input"
            value={criteria.promoCode}
            maxLength={50}
            autoComplete="off"
            onChange={(event) =>
              props.onChange({ ...criteria, promoCode: event.currentTarget.value })
            }
          />
        </div>
        {settings?.coupon_active && (
          <div className="hb-field">
            <label htmlFor={`${id}-coupon`}>{t('search.couponCode')}</label>
            <input
              id={`${id}-coupon`}
              className="hb-input"
              value={criteria.couponCode}
              maxLength={50}
              autoComplete="off"
              onChange={(event) =>
                props.onChange({ ...criteria, couponCode: event.currentTarget.value.trim() })
              }
            />
          </div>
        )}
        <button className="hb-btn hb-search-submit" type="submit">
          {t('search.submit')}
        </button>
      </div>
      {props.error && (
        <p id={errorId} className="hb-error" role="alert">
          {t(props.error)}
        </p>
      )}
    </form>
  );
}
