import { useAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { useEmbed } from '../../app/embed.ts';
import { useT } from '../../i18n/react.tsx';
import { useId, useState } from '../../react.ts';
import {
  type CriteriaError,
  criteriaAtom,
  criteriaFrom,
  criteriaParams,
  isoDate,
  type SearchCriteria,
  validateCriteria,
} from './criteria.ts';

/** 1 … n, for number pickers. */
const counting = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * The booking result page's search form. The guest's input lives in the element's store, so it
 * survives a re-mount; an invalid search shows a translated message and keeps what was typed.
 */
export function BookingResultScreen({ config }: { config: WidgetConfig }) {
  const t = useT();
  const embed = useEmbed();
  const [, navigate] = useLocation();
  const query = useSearch();
  const today = isoDate(new Date());
  const [stored, setStored] = useAtom(criteriaAtom);
  const criteria =
    stored ??
    criteriaFrom({ ...config.search, ...Object.fromEntries(new URLSearchParams(query)) }, today);
  const [error, setError] = useState<CriteriaError | undefined>();
  const id = useId();

  const change = (field: keyof SearchCriteria, value: string) => {
    setStored({
      ...criteria,
      [field]: field === 'adults' || field === 'room_count' ? Number(value) : value,
    });
    setError(undefined);
  };

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const problem = validateCriteria(criteria, today);
    setError(problem);
    if (problem) return;
    const params = criteriaParams(criteria);
    navigate(`/booking/result?${new URLSearchParams({ code: config.hotelCode, ...params })}`, {
      replace: true,
    });
    embed.emit('hotel-booking:search', { criteria: params });
  };

  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="hb-visually-hidden">
        {t('search.title')}
      </h2>
      <form className="hb-form" onSubmit={submit} noValidate>
        <div className="hb-field">
          <label htmlFor={`${id}-in`}>{t('search.checkin')}</label>
          <input
            id={`${id}-in`}
            className="hb-input"
            type="date"
            min={today}
            value={criteria.checkin}
            onChange={(e) => change('checkin', e.currentTarget.value)}
            {...(error === 'search.error.pastDate' ? invalid : {})}
          />
        </div>
        <div className="hb-field">
          <label htmlFor={`${id}-out`}>{t('search.checkout')}</label>
          <input
            id={`${id}-out`}
            className="hb-input"
            type="date"
            min={criteria.checkin}
            value={criteria.checkout}
            onChange={(e) => change('checkout', e.currentTarget.value)}
            {...(error === 'search.error.checkoutBeforeCheckin' ? invalid : {})}
          />
        </div>
        <div className="hb-field">
          <label htmlFor={`${id}-adults`}>{t('search.adults')}</label>
          <select
            id={`${id}-adults`}
            className="hb-select"
            value={criteria.adults}
            onChange={(e) => change('adults', e.currentTarget.value)}
          >
            {counting(20).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="hb-field">
          <label htmlFor={`${id}-rooms`}>{t('search.rooms')}</label>
          <select
            id={`${id}-rooms`}
            className="hb-select"
            value={criteria.room_count}
            onChange={(e) => change('room_count', e.currentTarget.value)}
          >
            {counting(10).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button className="hb-btn" type="submit">
          {t('search.submit')}
        </button>
      </form>
      {error && (
        <p id={errorId} className="hb-error" role="alert">
          {t(error)}
        </p>
      )}
    </section>
  );
}
