import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { useEffect, useId, useRef } from '../../react.ts';
import { ErrorLine } from '../form/ErrorLine.tsx';
import { SelectField, TextField } from '../form/Field.tsx';
import { addWidgetStyles } from '../styles/widget-css.ts';
import { type DetectedCardBrand, detectCardBrand } from './card-brand.ts';
import { CARD_BRAND_NAMES } from './card-brands.ts';
import { CARD_CSS } from './card-css.ts';
import { securityCodeLength } from './card-fields.ts';
import {
  type CardErrors,
  type CardField,
  type CardFormValues,
  groupCardNumber,
} from './card-form-model.ts';

addWidgetStyles(CARD_CSS);

/** Card digits: a numeric keyboard, and left to right inside right-to-left text. */
const DIGITS = { inputMode: 'numeric', dir: 'ltr' } as const;

/** Brand names are the card schemes' own trademarks: shown as they are in every language. */
export const BRAND_NAMES: Readonly<Record<DetectedCardBrand, string>> = CARD_BRAND_NAMES;

export interface CardFormProps {
  values: CardFormValues;
  onChange(next: CardFormValues): void;
  /** Errors to show (after a submit attempt, or from the gateway). */
  errors: CardErrors;
  /** Bumped by the screen to move the focus to a field (first invalid one, or the one refused). */
  focus: { field: CardField; seq: number } | null;
  disabled: boolean;
}

/**
 * The card fields. Values stay in the caller's component state only (never the draft or any
 * storage); autocomplete tokens let the browser's own card filling work.
 */
export function CardForm({ values, onChange, errors, focus, disabled }: CardFormProps) {
  const t = useT();
  const expiryErrorId = `${useId()}-expiry-error`;
  const manualBrand = useRef(false);
  const refs = useRef<Partial<Record<CardField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const detected = detectCardBrand(values.number);

  useEffect(() => {
    if (focus) refs.current[focus.field]?.focus();
  }, [focus?.seq]);

  const set = (patch: Partial<CardFormValues>) => onChange({ ...values, ...patch });
  const ref = (field: CardField) => (el: HTMLInputElement | HTMLSelectElement | null) => {
    refs.current[field] = el;
  };
  const error = (field: CardField) => {
    const message = errors[field];
    return message ? t(message as MessageId) : undefined;
  };
  const cvcDigits = securityCodeLength(detected);

  return (
    <fieldset className="hb-card-form" disabled={disabled}>
      <legend className="hb-card-form__legend">{t('booking.payment.card.heading')}</legend>
      <p className="hb-muted hb-small">{t('booking.payment.card.secure')}</p>
      <TextField
        label={t('booking.payment.card.holder')}
        inputRef={ref('holder')}
        autoComplete="cc-name"
        spellCheck={false}
        value={values.holder}
        hint={t('booking.payment.card.holderHint')}
        error={error('holder')}
        onChange={(holder) => set({ holder })}
      />
      <TextField
        label={t('booking.payment.card.number')}
        inputRef={ref('number')}
        inputClassName="hb-card-number"
        autoComplete="cc-number"
        {...DIGITS}
        maxLength={23}
        value={values.number}
        hint={detected ? t('booking.payment.card.detected', { brand: BRAND_NAMES[detected] }) : ''}
        hintLive
        error={error('number')}
        onChange={(typed) => {
          const number = groupCardNumber(typed);
          const brand = detectCardBrand(number);
          set({
            number,
            ...(manualBrand.current ? {} : { brand: brand ?? '' }),
          });
        }}
      />
      <SelectField
        label={t('booking.payment.card.brand')}
        selectRef={ref('brand')}
        value={values.brand}
        error={error('brand')}
        onChange={(brand) => {
          manualBrand.current = true;
          set({ brand: brand as DetectedCardBrand | '' });
        }}
      >
        <option value="">{t('booking.payment.card.brandChoose')}</option>
        {(Object.keys(BRAND_NAMES) as DetectedCardBrand[]).map((brand) => (
          <option key={brand} value={brand}>
            {BRAND_NAMES[brand]}
          </option>
        ))}
      </SelectField>
      <fieldset
        className="hb-card-expiry"
        {...(errors.expiry ? { 'aria-describedby': expiryErrorId } : {})}
      >
        <legend className="hb-label">{t('booking.payment.card.expiry')}</legend>
        <div className="hb-card-expiry__inputs">
          <TextField
            label={t('booking.payment.card.month')}
            inputRef={ref('expiry')}
            autoComplete="cc-exp-month"
            {...DIGITS}
            maxLength={2}
            value={values.expMonth}
            invalid={errors.expiry !== undefined}
            onChange={(month) => set({ expMonth: month.trim() })}
          />
          <TextField
            label={t('booking.payment.card.year')}
            autoComplete="cc-exp-year"
            {...DIGITS}
            maxLength={4}
            value={values.expYear}
            invalid={errors.expiry !== undefined}
            onChange={(year) => set({ expYear: year.trim() })}
          />
        </div>
        <ErrorLine id={expiryErrorId} error={error('expiry')} />
      </fieldset>
      <TextField
        label={t('booking.payment.card.cvc')}
        inputRef={ref('cvc')}
        inputClassName="hb-card-cvc"
        autoComplete="cc-csc"
        {...DIGITS}
        maxLength={4}
        value={values.cvc}
        hint={t('booking.payment.card.cvcHint', { digits: cvcDigits })}
        error={error('cvc')}
        onChange={(cvc) => set({ cvc: cvc.trim() })}
      />
    </fieldset>
  );
}
