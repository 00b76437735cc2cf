import type { MessageId } from '../../../i18n/messages.ts';
import { useT } from '../../../i18n/react.tsx';
import { useId, useState } from '../../../react.ts';
import type { Locale } from '../../../rules/locales.ts';
import { useHeading } from '../../../shared/embed/heading-levels.ts';
import { TextAreaField, TextField } from '../../../shared/form/Field.tsx';
import { ADDRESS_FIELDS, requiredAddressFields } from '../../../shared/guest/guest-fields.ts';
import {
  type GuestFormContext,
  type GuestFormField,
  validateGuestForm,
} from '../../../shared/guest/guest-form.ts';
import { kanaNamesRequired } from '../../../shared/guest/guest-name.ts';
import type { DraftGuest } from '../draft.ts';
import { CheckField } from './CheckField.tsx';
import {
  familyNameFirst,
  fieldMessage,
  normaliseField,
  SPECIAL_REQUEST_MAX,
  specialRequestError,
  visibleErrors,
} from './form-model.ts';

export interface GuestFormProps {
  guest: DraftGuest;
  specialRequest: string;
  marketingOptIn: boolean;
  ctx: GuestFormContext;
  /** After a submit every error shows; before, only those of fields the guest has left. */
  submitted: boolean;
  onGuest(field: GuestFormField, value: string | boolean): void;
  onSpecialRequest(value: string): void;
  onMarketing(value: boolean): void;
}

type TextFieldName = Exclude<GuestFormField, 'terms_accepted'>;

const LABELS: Record<TextFieldName, MessageId | null> = {
  first_name: 'booking.guest.firstName',
  last_name: 'booking.guest.lastName',
  first_name_kana: 'booking.guest.firstNameKana',
  last_name_kana: 'booking.guest.lastNameKana',
  email: 'booking.guest.email',
  email_confirmation: 'booking.guest.emailConfirmation',
  phone: 'booking.guest.phone',
  postal_code: 'booking.guest.postalCode',
  prefecture_or_state: 'booking.guest.prefecture',
  street_address: 'booking.guest.street',
  building_name_and_number: 'booking.guest.building',
  receipt_unicode: null,
  receipt_name: null,
};

const AUTOCOMPLETE: Partial<Record<TextFieldName, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  email_confirmation: 'email',
  phone: 'tel',
  postal_code: 'postal-code',
  prefecture_or_state: 'address-level1',
  street_address: 'address-line1',
  building_name_and_number: 'address-line2',
};

/** The guest's name, contact, address (where the hotel asks), requests, opt-in and terms. */
export function GuestForm(props: GuestFormProps) {
  const t = useT();
  const Heading = useHeading(2);
  const headingId = useId();
  const { guest, ctx } = props;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (field: string) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set([...previous, field])));

  const errors = visibleErrors<string>(
    {
      ...validateGuestForm(guest, ctx),
      ...(specialRequestError(props.specialRequest)
        ? { special_request: specialRequestError(props.specialRequest) }
        : {}),
    },
    touched,
    props.submitted,
  );
  const errorText = (field: GuestFormField): string | undefined => {
    const id = errors[field];
    if (!id) return undefined;
    const message = fieldMessage(field, id);
    return t(message.id, message.values);
  };

  /** Every guest field says whether it is required or optional. */
  const mark = (required: boolean) =>
    required ? t('booking.guest.required') : t('booking.guest.optional');

  const text = (
    field: TextFieldName,
    options: { required: boolean; type?: 'email' | 'tel'; lang?: Locale },
  ) => {
    const label = LABELS[field];
    if (!label) return null;
    const autoComplete = AUTOCOMPLETE[field];
    return (
      <TextField
        key={field}
        name={field}
        label={t(label)}
        value={guest[field] ?? ''}
        layout="stable"
        required={options.required}
        mark={mark(options.required)}
        error={errorText(field)}
        {...(options.type ? { type: options.type } : {})}
        {...(options.type === 'tel' ? { inputMode: 'tel' as const } : {})}
        {...(autoComplete ? { autoComplete } : {})}
        onChange={(value) => props.onGuest(field, value)}
        onBlur={() => {
          const value = guest[field] ?? '';
          const normalised = normaliseField(field, value);
          if (normalised !== value) props.onGuest(field, normalised);
          touch(field);
        }}
      />
    );
  };

  const names = familyNameFirst(ctx.locale)
    ? (['last_name', 'first_name'] as const)
    : (['first_name', 'last_name'] as const);
  const kana = kanaNamesRequired(ctx);
  const addressRequired = requiredAddressFields(ctx.customerAddressRequired);
  const srError = errors.special_request;

  return (
    <section className="hb-card hb-gd-guest" aria-labelledby={headingId}>
      <Heading id={headingId} className="hb-gd-heading">
        {t('booking.guest.contact')}
      </Heading>
      <div className="hb-gd-grid">
        {names.map((field) => text(field, { required: true }))}
        {kana &&
          names.map((field) =>
            text(field === 'first_name' ? 'first_name_kana' : 'last_name_kana', { required: true }),
          )}
        {text('email', { required: true, type: 'email' })}
        {text('email_confirmation', { required: true, type: 'email' })}
        {text('phone', { required: ctx.phoneRequired === true, type: 'tel' })}
      </div>
      {ctx.customerAddressRequired && (
        <fieldset className="hb-gd-fieldset">
          <legend className="hb-label">{t('booking.guest.address')}</legend>
          <div className="hb-gd-grid">
            {ADDRESS_FIELDS.map((field) =>
              text(field, { required: addressRequired.includes(field) }),
            )}
          </div>
        </fieldset>
      )}
      <div className="hb-gd-grid">
        <TextAreaField
          name="special_request"
          label={t('booking.guest.specialRequest')}
          value={props.specialRequest}
          className="hb-gd-wide"
          layout="stable"
          rows={3}
          mark={mark(false)}
          hint={t('booking.guest.specialRequestCount', {
            count: props.specialRequest.length,
            max: SPECIAL_REQUEST_MAX,
          })}
          error={srError ? t(srError, { max: SPECIAL_REQUEST_MAX }) : undefined}
          onChange={props.onSpecialRequest}
          onBlur={() => touch('special_request')}
        />
        <CheckField
          name="marketing_opt_in"
          label={t('booking.guest.marketing')}
          checked={props.marketingOptIn}
          onChange={props.onMarketing}
        />
        <CheckField
          name="terms_accepted"
          label={t('booking.guest.terms')}
          required
          checked={guest.terms_accepted}
          error={errorText('terms_accepted')}
          onChange={(checked) => {
            props.onGuest('terms_accepted', checked);
            touch('terms_accepted');
          }}
        />
      </div>
    </section>
  );
}
