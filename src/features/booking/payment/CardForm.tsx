import type { MessageId } from '../../../i18n/messages.ts';
import { useT } from '../../../i18n/react.tsx';
import { useEffect, useId, useRef } from '../../../react.ts';
import { type DetectedCardBrand, detectCardBrand, securityCodeLength } from '../rules/index.ts';
import {
  type CardErrors,
  type CardField,
  type CardFormValues,
  groupCardNumber,
} from './card-form-model.ts';

/** Brand names are the card schemes' own trademarks: shown as they are in every language. */
export const BRAND_NAMES: Readonly<Record<DetectedCardBrand, string>> = {
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
};

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
  const id = useId();
  const manualBrand = useRef(false);
  const refs = useRef<Partial<Record<CardField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const detected = detectCardBrand(values.number);

  useEffect(() => {
    if (focus) refs.current[focus.field]?.focus();
  }, [focus?.seq]);

  const set = (patch: Partial<CardFormValues>) => onChange({ ...values, ...patch });
  const fieldId = (field: string) => `${id}-${field}`;
  const describedBy = (field: CardField, hint?: boolean) =>
    [hint ? `${fieldId(field)}-hint` : '', errors[field] ? `${fieldId(field)}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const error = (field: CardField, values?: Record<string, number>) => {
    const message = errors[field];
    return message ? (
      <p className="hb-error" id={`${fieldId(field)}-error`}>
        {t(message as MessageId, values)}
      </p>
    ) : null;
  };
  const cvcDigits = securityCodeLength(detected);

  return (
    <fieldset className="hb-card-form" disabled={disabled}>
      <legend className="hb-card-form__legend">{t('booking.payment.card.heading')}</legend>
      <p className="hb-muted hb-small">{t('booking.payment.card.secure')}</p>
      <div className="hb-field">
        <label htmlFor={fieldId('holder')}>{t('booking.payment.card.holder')}</label>
        <input
          ref={(el) => {
            refs.current.holder = el;
          }}
          id={fieldId('holder')}
          className="hb-input"
          autoComplete="cc-name"
          spellCheck={false}
          value={values.holder}
          aria-invalid={errors.holder ? 'true' : 'false'}
          aria-describedby={describedBy('holder', true)}
          onInput={(e) => set({ holder: e.currentTarget.value })}
        />
        <p className="hb-muted hb-small" id={`${fieldId('holder')}-hint`}>
          {t('booking.payment.card.holderHint')}
        </p>
        {error('holder')}
      </div>
      <div className="hb-field">
        <label htmlFor={fieldId('number')}>{t('booking.payment.card.number')}</label>
        <input
          ref={(el) => {
            refs.current.number = el;
          }}
          id={fieldId('number')}
          className="hb-input hb-card-number"
          autoComplete="cc-number"
          inputMode="numeric"
          dir="ltr"
          maxLength={23}
          value={values.number}
          aria-invalid={errors.number ? 'true' : 'false'}
          aria-describedby={describedBy('number', true)}
          onInput={(e) => {
            const number = groupCardNumber(e.currentTarget.value);
            const brand = detectCardBrand(number);
            set({
              number,
              ...(manualBrand.current ? {} : { brand: brand ?? '' }),
            });
          }}
        />
        <p className="hb-muted hb-small" id={`${fieldId('number')}-hint`} aria-live="polite">
          {detected ? t('booking.payment.card.detected', { brand: BRAND_NAMES[detected] }) : ''}
        </p>
        {error('number')}
      </div>
      <div className="hb-field">
        <label htmlFor={fieldId('brand')}>{t('booking.payment.card.brand')}</label>
        <select
          ref={(el) => {
            refs.current.brand = el;
          }}
          id={fieldId('brand')}
          className="hb-select"
          value={values.brand}
          aria-invalid={errors.brand ? 'true' : 'false'}
          aria-describedby={describedBy('brand')}
          onChange={(e) => {
            manualBrand.current = true;
            set({ brand: e.currentTarget.value as DetectedCardBrand | '' });
          }}
        >
          <option value="">{t('booking.payment.card.brandChoose')}</option>
          {(Object.keys(BRAND_NAMES) as DetectedCardBrand[]).map((brand) => (
            <option key={brand} value={brand}>
              {BRAND_NAMES[brand]}
            </option>
          ))}
        </select>
        {error('brand')}
      </div>
      <fieldset className="hb-card-expiry" aria-describedby={describedBy('expiry')}>
        <legend className="hb-label">{t('booking.payment.card.expiry')}</legend>
        <div className="hb-card-expiry__inputs">
          <div className="hb-field">
            <label htmlFor={fieldId('expiry')}>{t('booking.payment.card.month')}</label>
            <input
              ref={(el) => {
                refs.current.expiry = el;
              }}
              id={fieldId('expiry')}
              className="hb-input"
              autoComplete="cc-exp-month"
              inputMode="numeric"
              dir="ltr"
              maxLength={2}
              value={values.expMonth}
              aria-invalid={errors.expiry ? 'true' : 'false'}
              onInput={(e) => set({ expMonth: e.currentTarget.value.trim() })}
            />
          </div>
          <div className="hb-field">
            <label htmlFor={fieldId('year')}>{t('booking.payment.card.year')}</label>
            <input
              id={fieldId('year')}
              className="hb-input"
              autoComplete="cc-exp-year"
              inputMode="numeric"
              dir="ltr"
              maxLength={4}
              value={values.expYear}
              aria-invalid={errors.expiry ? 'true' : 'false'}
              onInput={(e) => set({ expYear: e.currentTarget.value.trim() })}
            />
          </div>
        </div>
        {error('expiry')}
      </fieldset>
      <div className="hb-field">
        <label htmlFor={fieldId('cvc')}>{t('booking.payment.card.cvc')}</label>
        <input
          ref={(el) => {
            refs.current.cvc = el;
          }}
          id={fieldId('cvc')}
          className="hb-input hb-card-cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          dir="ltr"
          maxLength={4}
          value={values.cvc}
          aria-invalid={errors.cvc ? 'true' : 'false'}
          aria-describedby={describedBy('cvc', true)}
          onInput={(e) => set({ cvc: e.currentTarget.value.trim() })}
        />
        <p className="hb-muted hb-small" id={`${fieldId('cvc')}-hint`}>
          {t('booking.payment.card.cvcHint', { digits: cvcDigits })}
        </p>
        {error('cvc')}
      </div>
    </fieldset>
  );
}
