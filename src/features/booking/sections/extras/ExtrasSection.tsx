import { useAtomValue } from 'jotai';
import type { Extra } from '../../../../api/contract/catalogue.ts';
import type { BookExtra, BookRoom } from '../../../../api/contract/reservation.ts';
import type { ApiError } from '../../../../api/errors/api-error.ts';
import { useIntl, useT } from '../../../../i18n/react.tsx';
import { formatMoney } from '../../../../money/format-money.ts';
import { useId, useMemo, useState } from '../../../../react.ts';
import { useApi } from '../../../../shared/api/api-context.ts';
import { useHeading } from '../../../../shared/embed/heading-levels.ts';
import { errorMessage } from '../../../../shared/errors/error-message.ts';
import { SelectField } from '../../../../shared/form/Field.tsx';
import { useLoad } from '../../../../shared/load/use-load.ts';
import { initSettingsAtom } from '../../../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../../../shared/styles/widget-css.ts';
import { extraQuantityError, extraQuantityOptions } from '../../rules/extras.ts';
import { SECTIONS_CSS } from '../sections-css.ts';
import {
  datedLines,
  errorExtraId,
  type ListedExtra,
  listedExtras,
  moveDate,
  quantityOf,
  setQuantity,
  unitPrice,
} from './extras-model.ts';
import { loadStayExtras } from './load-extras.ts';

addWidgetStyles(SECTIONS_CSS);

export interface ExtrasSectionProps {
  hotelCode: string;
  checkin: string;
  checkout: string;
  rooms: readonly BookRoom[];
  /** The extras the booked plans include, when the draft knows them (else they are asked). */
  included?: readonly string[] | undefined;
  value: readonly BookExtra[];
  onChange: (next: BookExtra[]) => void;
  /** A quote or booking answer about extras (1100–1106), shown at the extra it names. */
  error?: ApiError | undefined;
}

/** The date of a stay night as the guest reads it ("Sat, May 2"), independent of time zones. */
function useDayLabel(): (day: string) => string {
  const intl = useIntl();
  return (day) => {
    const [y, m, d] = day.split('-').map(Number);
    if (!y || !m || !d) return day;
    return intl.formatDate(new Date(y, m - 1, d), {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
  };
}

/**
 * Extras of the guest-detail step: the hotel's extras for the stay (generic ones with a
 * quantity within min–max, dated ones on the nights they are sold), priced in the hotel's
 * currency. Renders nothing while loading or when no extra applies.
 */
export function ExtrasSection(props: ExtrasSectionProps) {
  const { hotelCode, checkin, checkout, rooms, included, value, onChange, error } = props;
  const api = useApi();
  const t = useT();
  const Heading = useHeading(2);
  const intl = useIntl();
  const settings = useAtomValue(initSettingsAtom);
  const headingId = useId();
  const planKey = [...new Set(rooms.map((r) => r.room_plan_code))].sort().join(',');
  const stayExtras = useLoad(
    () => loadStayExtras(api, { hotelCode, checkin, checkout, planKey, included }),
    [api, hotelCode, checkin, checkout, planKey, included?.join(',')],
  );
  const loaded = stayExtras.state;

  const listed = useMemo(
    () =>
      loaded.status === 'ready'
        ? listedExtras(loaded.value.extras, { checkin, checkout }, loaded.value.inclusive, value)
        : [],
    [loaded, checkin, checkout, value],
  );
  const target = error ? errorExtraId(error, value) : undefined;
  const targetListed = target !== undefined && listed.some((l) => l.extra.extra_id === target);
  const errorText = error ? errorMessage(intl, error) : undefined;

  if (loaded.status === 'loading') return null;
  if (loaded.status === 'failed') {
    return (
      <section className="hb-sec" aria-labelledby={headingId}>
        <Heading id={headingId} className="hb-sec-heading">
          {t('booking.extras.heading')}
        </Heading>
        <p className="hb-error" role="alert">
          {t('booking.extras.loadFailed')} {errorMessage(intl, loaded.error)}
        </p>
        <button type="button" className="hb-btn hb-btn-quiet" onClick={stayExtras.reload}>
          {t('app.retry')}
        </button>
      </section>
    );
  }
  if (listed.length === 0 && !errorText) return null;
  return (
    <section className="hb-sec hb-extras" aria-labelledby={headingId}>
      <Heading id={headingId} className="hb-sec-heading">
        {t('booking.extras.heading')}
      </Heading>
      {errorText && !targetListed && (
        <p className="hb-error" role="alert">
          {errorText}
        </p>
      )}
      <ul className="hb-sec-list">
        {listed.map((item) => (
          <li key={item.extra.extra_id}>
            <ExtraItem
              item={item}
              value={value}
              onChange={onChange}
              currency={settings?.currency ?? 'JPY'}
              taxIncluded={settings?.show_prices_tax_included ?? true}
              error={target === item.extra.extra_id ? errorText : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ItemProps {
  item: ListedExtra;
  value: readonly BookExtra[];
  onChange: (next: BookExtra[]) => void;
  currency: string;
  taxIncluded: boolean;
  /** The server's message about this extra, if any. */
  error: string | undefined;
}

function ExtraItem({ item, value, onChange, currency, taxIncluded, error }: ItemProps) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const { extra } = item;
  const errorId = `${id}-error`;
  const price = (date: string | null): string | undefined => {
    const amount = unitPrice(extra, date, taxIncluded);
    return amount === undefined
      ? undefined
      : t('booking.extras.priceEach', { price: formatMoney(intl, amount, currency) });
  };
  return (
    <fieldset className="hb-sec-item">
      <legend>
        <bdi>{extra.name}</bdi>
      </legend>
      {item.included && <p className="hb-sec-note">{t('booking.extras.included')}</p>}
      {error && (
        <p className="hb-error" id={errorId} role="alert">
          {error}
        </p>
      )}
      {extra.extra_type === 'generic' ? (
        <div className="hb-sec-line">
          <QuantityField
            extra={extra}
            quantity={quantityOf(value, extra.extra_id)}
            onQuantity={(q) => onChange(setQuantity(value, extra.extra_id, undefined, q))}
            serverErrorId={error ? errorId : undefined}
          />
          <span className="hb-price">{price(null)}</span>
        </div>
      ) : (
        <DatedLines
          item={item}
          value={value}
          onChange={onChange}
          price={price}
          serverErrorId={error ? errorId : undefined}
        />
      )}
    </fieldset>
  );
}

function DatedLines(props: {
  item: ListedExtra;
  value: readonly BookExtra[];
  onChange: (next: BookExtra[]) => void;
  price: (date: string) => string | undefined;
  serverErrorId: string | undefined;
}) {
  const { item, value, onChange, price, serverErrorId } = props;
  const t = useT();
  const dayLabel = useDayLabel();
  const id = item.extra.extra_id;
  const lines = datedLines(value, id);
  const used = new Set(lines.map((l) => l.date));
  const free = item.dates.filter((day) => !used.has(day));
  const [pending, setPending] = useState<string | undefined>(undefined);
  const nextDay = pending !== undefined && free.includes(pending) ? pending : free[0];

  const dayField = (day: string, options: readonly string[], onDay: (day: string) => void) => (
    <SelectField label={t('booking.extras.day')} value={day} onChange={onDay}>
      {options.map((d) => (
        <option key={d} value={d}>
          {dayLabel(d)}
        </option>
      ))}
    </SelectField>
  );

  return (
    <>
      {lines.map((line) => {
        const day = line.date ?? '';
        const options = item.dates.filter((d) => d === day || !used.has(d));
        return (
          <div className="hb-sec-line" key={day}>
            {dayField(day, options, (to) => onChange(moveDate(value, id, day, to)))}
            <QuantityField
              extra={item.extra}
              quantity={line.quantity}
              onQuantity={(q) => onChange(setQuantity(value, id, day, q))}
              serverErrorId={serverErrorId}
            />
            <span className="hb-price">{price(day)}</span>
          </div>
        );
      })}
      {nextDay !== undefined && (
        <div className="hb-sec-line">
          {lines.length > 0 && <p className="hb-sec-note">{t('booking.extras.anotherDay')}</p>}
          {dayField(nextDay, free, setPending)}
          <QuantityField
            extra={item.extra}
            quantity={0}
            onQuantity={(q) => onChange(setQuantity(value, id, nextDay, q))}
            serverErrorId={undefined}
          />
          <span className="hb-price">{price(nextDay)}</span>
        </div>
      )}
    </>
  );
}

function QuantityField(props: {
  extra: Extra;
  quantity: number;
  onQuantity: (quantity: number) => void;
  serverErrorId: string | undefined;
}) {
  const { extra, quantity, onQuantity, serverErrorId } = props;
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const options = extraQuantityOptions(extra);
  // A restored choice beyond what is left now stays visible (and flagged) rather than vanish.
  if (!options.includes(quantity)) options.push(quantity);
  const rule = extraQuantityError(quantity, extra);
  const ruleId = `${id}-rule`;
  const describedBy = [rule ? ruleId : undefined, serverErrorId].filter(Boolean).join(' ');
  return (
    <div className="hb-field">
      <label htmlFor={id}>{t('booking.extras.quantity')}</label>
      <select
        id={id}
        className="hb-select"
        value={String(quantity)}
        aria-invalid={rule !== undefined || serverErrorId !== undefined ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onQuantity(Number(event.currentTarget.value))}
      >
        {options.map((q) => (
          <option key={q} value={String(q)}>
            {q === 0 ? t('booking.extras.none') : intl.formatNumber(q)}
          </option>
        ))}
      </select>
      {rule && (
        <p className="hb-error" id={ruleId} role="alert">
          {t(rule, {
            min: extra.min_quantity,
            max: extra.max_quantity,
            count: extra.inventory ?? 0,
          })}
        </p>
      )}
    </div>
  );
}
