import { useId } from '../../../react.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { ChangeRefusal, ChangeValues, Switch } from './change-values.ts';

const SWITCHES = [
  ['closed', 'inventory.field.closed'],
  ['stopSell', 'inventory.field.stopSell'],
  ['closedToArrival', 'inventory.field.cta'],
  ['closedToDeparture', 'inventory.field.ctd'],
] as const;

/**
 * The fields a cell edit or a bulk change sets: the room's price for 1…`adults` adults (not on
 * a derived plan, whose prices follow its parent), rooms to sell, the closing switches ("as it
 * is", on, off) and the stay limits. Empty means "leave as it is".
 */
export function ChangeFields({
  values,
  onChange,
  adults,
  derived,
  refusal,
}: {
  readonly values: ChangeValues;
  readonly onChange: (values: ChangeValues) => void;
  readonly adults: number;
  readonly derived: boolean;
  readonly refusal: ChangeRefusal | null;
}) {
  const t = useCT();
  const id = useId();
  const error = (field: ChangeRefusal['field']) =>
    refusal?.field === field ? (
      <p className="cs-error" id={`${id}-${field}-error`}>
        {t(
          refusal.why === 'number'
            ? 'inventory.change.error.number'
            : 'inventory.change.error.nothing',
        )}
      </p>
    ) : null;
  const text = (field: 'roomsToSell' | 'minStay' | 'maxStay', label: Parameters<typeof t>[0]) => (
    <div className="cs-field">
      <label htmlFor={`${id}-${field}`}>{label === undefined ? '' : t(label)}</label>
      <input
        id={`${id}-${field}`}
        inputMode="numeric"
        value={values[field]}
        aria-invalid={refusal?.field === field || undefined}
        aria-describedby={refusal?.field === field ? `${id}-${field}-error` : undefined}
        onInput={(e) => onChange({ ...values, [field]: e.currentTarget.value })}
      />
      {error(field)}
    </div>
  );
  return (
    <>
      <p className="cs-hint">{t('inventory.change.hint')}</p>
      {derived ? (
        <p className="cs-hint">{t('inventory.change.derived')}</p>
      ) : (
        <fieldset className="inv-fields">
          <legend>{t('inventory.field.prices')}</legend>
          {Array.from({ length: adults }, (_, i) => (
            <div className="cs-field" key={`a${i + 1}`}>
              <label htmlFor={`${id}-price-${i}`}>
                {t('inventory.field.priceFor', { adults: i + 1 })}
              </label>
              <input
                id={`${id}-price-${i}`}
                inputMode="numeric"
                value={values.prices[i] ?? ''}
                aria-invalid={refusal?.field === 'prices' || undefined}
                onInput={(e) => {
                  const prices = Array.from({ length: adults }, (_, j) => values.prices[j] ?? '');
                  prices[i] = e.currentTarget.value;
                  onChange({ ...values, prices });
                }}
              />
            </div>
          ))}
          {error('prices')}
        </fieldset>
      )}
      <div className="inv-fields">
        {text('roomsToSell', 'inventory.field.roomsToSell')}
        {text('minStay', 'inventory.field.minStay')}
        {text('maxStay', 'inventory.field.maxStay')}
        {SWITCHES.map(([field, label]) => (
          <div className="cs-field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t(label)}</label>
            <select
              id={`${id}-${field}`}
              value={values[field]}
              onChange={(e) => onChange({ ...values, [field]: e.currentTarget.value as Switch })}
            >
              <option value="keep">{t('inventory.switch.keep')}</option>
              <option value="on">{t('inventory.switch.on')}</option>
              <option value="off">{t('inventory.switch.off')}</option>
            </select>
          </div>
        ))}
      </div>
      {error('nothing')}
    </>
  );
}
