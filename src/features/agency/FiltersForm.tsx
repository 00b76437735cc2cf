import { useLocation } from 'wouter';
import { useLocale, useT } from '../../i18n/react.tsx';
import { type ReactNode, useState } from '../../react.ts';
import { AMENITIES, AREAS, HOTEL_KINDS } from '../../rules/agency-vocabulary.ts';
import { type AgencyQuery, listOf, searchAddress, withChanges } from './search-query.ts';
import { amenityName, areaName, kindName } from './vocabulary-names.ts';

const RATINGS = ['3', '3.5', '4', '4.5'];
const ADULTS = ['1', '2', '3', '4', '5', '6'];
const CHILDREN = ['1', '2', '3', '4', '5', '6'];

/** The id of a filter's field, so a chip can take the guest to it (a chip's "edit"). */
export const fieldId = (key: string): string => `hb-agency-${key}`;

function Field({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <div className="hb-field">
      <label htmlFor={fieldId(name)}>{label}</label>
      {children}
    </div>
  );
}

/**
 * The classic search form (area, keyword, dates, guests) and, on the results (`full`), every
 * other filter of the search: kind, price range, minimum rating and amenities. Submitting
 * writes the address, which runs the search.
 */
export function FiltersForm({ query, full }: { query: AgencyQuery; full: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...query }));
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const input = (key: string, type: string, extra: Record<string, string> = {}) => (
    <input
      id={fieldId(key)}
      className="hb-input"
      type={type}
      value={draft[key] ?? ''}
      onChange={(event) => set(key, event.currentTarget.value)}
      {...extra}
    />
  );
  /** A choice with an "any" first option; `value` overrides the draft's (several areas). */
  const select = (
    key: string,
    any: string,
    options: readonly (readonly [string, string])[],
    value = draft[key] ?? '',
  ) => (
    <select
      id={fieldId(key)}
      className="hb-select"
      value={value}
      onChange={(event) => set(key, event.currentTarget.value)}
    >
      <option value="">{any}</option>
      {options.map(([code, label]) => (
        <option key={code} value={code}>
          {label}
        </option>
      ))}
    </select>
  );
  const amenities = listOf(draft.amenities);
  const toggle = (amenity: string, on: boolean) =>
    set(
      'amenities',
      (on ? [...amenities, amenity] : amenities.filter((a) => a !== amenity)).join(','),
    );
  const areas = listOf(draft.area);
  return (
    <form
      className="hb-agency-filters"
      aria-label={t(full ? 'agency.filters.title' : 'agency.home.classic')}
      onSubmit={(event) => {
        event.preventDefault();
        const changes: Record<string, string> = {};
        for (const [key, value] of Object.entries(draft)) changes[key] = value.trim();
        // Ages belong to the children they were given for: another count drops them.
        if ((changes.children ?? '') !== (query.children ?? '')) changes.kids_ages = '';
        navigate(searchAddress(withChanges(query, changes)));
      }}
    >
      <div className="hb-form">
        <Field name="area" label={t('agency.filters.area')}>
          {select(
            'area',
            t('agency.filters.anyArea'),
            AREAS.map((area) => [area.code, areaName(area.code, locale)] as const),
            // Several areas (a chip each) show the first here until the guest picks one.
            areas[0] ?? '',
          )}
        </Field>
        <Field name="q" label={t('agency.filters.keyword')}>
          {input('q', 'search', { maxLength: '200' })}
        </Field>
        <Field name="checkin" label={t('agency.filters.checkin')}>
          {input('checkin', 'date')}
        </Field>
        <Field name="checkout" label={t('agency.filters.checkout')}>
          {input('checkout', 'date', draft.checkin ? { min: draft.checkin } : {})}
        </Field>
        <Field name="adults" label={t('agency.filters.adults')}>
          {select(
            'adults',
            t('agency.filters.anyGuests'),
            ADULTS.map((n) => [n, t('agency.chip.adults', { count: Number(n) })] as const),
          )}
        </Field>
        <Field name="children" label={t('agency.filters.children')}>
          {select(
            'children',
            t('agency.filters.noChildren'),
            CHILDREN.map((n) => [n, t('agency.chip.children', { count: Number(n) })] as const),
          )}
        </Field>
        {full && (
          <>
            <Field name="kind" label={t('agency.filters.kind')}>
              {select(
                'kind',
                t('agency.filters.anyKind'),
                HOTEL_KINDS.map((kind) => [kind, kindName(kind, locale)] as const),
              )}
            </Field>
            <Field name="price_min" label={t('agency.filters.priceMin')}>
              {input('price_min', 'number', { min: '0', step: '1000', inputMode: 'numeric' })}
            </Field>
            <Field name="price_max" label={t('agency.filters.priceMax')}>
              {input('price_max', 'number', { min: '0', step: '1000', inputMode: 'numeric' })}
            </Field>
            <Field name="rating_min" label={t('agency.filters.rating')}>
              {select(
                'rating_min',
                t('agency.filters.anyRating'),
                RATINGS.map(
                  (r) => [r, t('agency.chip.rating_min', { rating: Number(r) })] as const,
                ),
              )}
            </Field>
          </>
        )}
      </div>
      {full && (
        <fieldset className="hb-agency-amenities">
          <legend className="hb-label">{t('agency.filters.amenities')}</legend>
          {AMENITIES.map((amenity) => (
            <label key={amenity} className="hb-agency-check">
              <input
                id={fieldId(`amenity-${amenity}`)}
                type="checkbox"
                checked={amenities.includes(amenity)}
                onChange={(event) => toggle(amenity, event.currentTarget.checked)}
              />
              {amenityName(amenity, locale)}
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" className="hb-btn">
        {t('agency.filters.submit')}
      </button>
    </form>
  );
}
