import { useAtomValue } from 'jotai';
import type { Reservation } from '../../api/contract/index.ts';
import { toApiError } from '../../api/errors/index.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useLocale, useT } from '../../i18n/react.tsx';
import { useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { TextField } from '../../shared/form/Field.tsx';
import { kanaNamesRequired } from '../../shared/guest/guest-name.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import type { AccessProof } from './access.ts';
import {
  GUEST_FIELDS,
  type GuestField,
  guestErrors,
  guestsBody,
  valuesFromGuest,
} from './guest-update.ts';
import { updateGuests } from './manage-api.ts';
import { RequestFeedback } from './RequestFeedback.tsx';
import { ManageForm, StepActions, StepSection } from './StepFrame.tsx';
import { useStepRequest } from './use-step-request.ts';

const LABELS: Record<GuestField, MessageId> = {
  last_name: 'manage.guests.lastName',
  first_name: 'manage.guests.firstName',
  last_name_kana: 'manage.guests.lastNameKana',
  first_name_kana: 'manage.guests.firstNameKana',
  phone: 'manage.guests.phone',
  postal_code: 'manage.guests.postalCode',
  prefecture_or_state: 'manage.guests.prefecture',
  street_address: 'manage.guests.street',
  building_name_and_number: 'manage.guests.building',
};

const AUTOCOMPLETE: Partial<Record<GuestField, string>> = {
  last_name: 'family-name',
  first_name: 'given-name',
  phone: 'tel',
  postal_code: 'postal-code',
  prefecture_or_state: 'address-level1',
  street_address: 'address-line1',
  building_name_and_number: 'address-line2',
};

export interface GuestsFormProps {
  readonly reservation: Reservation;
  readonly proof: AccessProof;
  readonly onDone: (reservation: Reservation) => void;
  readonly onBack: () => void;
  /** Loads the reservation again (after 3014); the form keeps what was typed. */
  readonly onReload: () => Promise<void>;
}

/** The guest's details, checked with the booking form's rules, saved with `PUT …/guests`. */
export function GuestsForm({ reservation, proof, onDone, onBack, onReload }: GuestsFormProps) {
  const api = useApi();
  const t = useT();
  const { locale } = useLocale();
  const settings = useAtomValue(initSettingsAtom);
  const refs = useRef<Partial<Record<GuestField, HTMLInputElement | null>>>({});
  const [values, setValues] = useState(() => valuesFromGuest(reservation.guest));
  const [errors, setErrors] = useState<Partial<Record<GuestField, MessageId>>>({});
  const request = useStepRequest();
  const ctx = {
    locale,
    kanjiNameRequired: settings?.kanji_name_required ?? false,
    customerAddressRequired: settings?.customer_address_required ?? false,
  };
  const shown = GUEST_FIELDS.filter((field) => {
    if (field.endsWith('_kana')) return kanaNamesRequired(ctx);
    return true;
  });

  const errorText = (id: MessageId | undefined) => (id ? t(id, { max: 200 }) : undefined);

  const submit = async () => {
    const found = guestErrors(values, ctx);
    setErrors(found);
    request.reset();
    const first = shown.find((field) => found[field]);
    if (first) return refs.current[first]?.focus();
    request.start();
    try {
      onDone(
        await updateGuests(
          api,
          reservation.reservation_number,
          proof,
          guestsBody(values, reservation.updated_at),
        ),
      );
    } catch (caught) {
      // 3016 (busy elsewhere) keeps every field as typed for the retry; 3014: reload first.
      request.fail(toApiError(caught));
    }
  };

  return (
    <StepSection title={t('manage.guests.title')}>
      <ManageForm onSubmit={submit}>
        {shown.map((field) => (
          <TextField
            key={field}
            label={t(LABELS[field])}
            value={values[field]}
            onChange={(value) => setValues({ ...values, [field]: value })}
            error={errorText(errors[field])}
            type={field === 'phone' ? 'tel' : 'text'}
            {...(AUTOCOMPLETE[field] ? { autoComplete: AUTOCOMPLETE[field] } : {})}
            required={
              field === 'first_name' ||
              field === 'last_name' ||
              field.endsWith('_kana') ||
              (ctx.customerAddressRequired &&
                (field === 'postal_code' ||
                  field === 'prefecture_or_state' ||
                  field === 'street_address'))
            }
            inputRef={(node) => {
              refs.current[field] = node;
            }}
          />
        ))}
        <RequestFeedback request={request} onReload={onReload} />
        <StepActions
          busy={request.busy}
          confirmLabel={t('manage.guests.save')}
          backLabel={t('manage.change.back')}
          onBack={onBack}
        />
      </ManageForm>
    </StepSection>
  );
}
