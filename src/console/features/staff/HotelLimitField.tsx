import type { ConsoleForm, FormValues } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';

/** The name of the form value holding whether `code` is ticked. */
export const hotelKey = (code: string): `hotel:${string}` => `hotel:${code}`;

/** The values of a form with a hotel limit: every hotel (`all`), or each ticked one. */
export type HotelLimitValues = {
  all: boolean;
  [hotel: `hotel:${string}`]: boolean;
};

/**
 * The hotels a member may work on: every hotel of the brand (the default), or those ticked. A
 * fieldset with its legend, so each check box is read with the question; its error (none
 * ticked) sits under the legend and the summary links to it.
 */
export function HotelLimitField<V extends FormValues & HotelLimitValues>({
  form,
  hotels,
}: {
  readonly form: ConsoleForm<V>;
  readonly hotels: readonly { readonly code: string; readonly name: string }[];
}) {
  const t = useCT();
  const id = form.fieldId('hotels');
  const error = form.errors.hotels;
  const all = form.values.all === true;
  form.labels.set('hotels', t('staff.hotels'));
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={error ? 'cs-fieldset cs-field-invalid' : 'cs-fieldset'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{t('staff.hotels')}</legend>
      {error ? (
        <p className="cs-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <div className="cs-check">
        <input
          id={`${id}-all`}
          type="checkbox"
          checked={all}
          onChange={(event) => form.set('all', event.currentTarget.checked as V['all'])}
        />
        <label htmlFor={`${id}-all`}>{t('staff.hotels.all')}</label>
      </div>
      {all
        ? null
        : hotels.map((hotel) => {
            const key = hotelKey(hotel.code);
            return (
              <div className="cs-check" key={hotel.code}>
                <input
                  id={`${id}-${hotel.code}`}
                  type="checkbox"
                  checked={form.values[key] === true}
                  onChange={(event) => form.set(key, event.currentTarget.checked as V[typeof key])}
                />
                <label htmlFor={`${id}-${hotel.code}`}>{hotel.name}</label>
              </div>
            );
          })}
    </fieldset>
  );
}

/** The hotel limit the ticks say: null for every hotel, else the ticked codes. */
export function hotelLimitOf(
  values: HotelLimitValues,
  hotels: readonly { readonly code: string }[],
): string[] | null {
  if (values.all === true) return null;
  return hotels.filter((hotel) => values[hotelKey(hotel.code)] === true).map((h) => h.code);
}
