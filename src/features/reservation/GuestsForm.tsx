import { useAtomValue } from 'jotai';
import type { Reservation } from '../../api/contract/index.ts';
import { toApiError } from '../../api/errors/index.ts';
import { useApi } from '../../app/api-context.ts';
import { TextField } from '../../app/form/Field.tsx';
import { initSettingsAtom } from '../../app/startup/init-state.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useIntl, useLocale, useT } from '../../i18n/react.tsx';
import { useEffect, useId, useRef, useState } from '../../react.ts';
import { kanaNamesRequired } from '../booking/rules/guest-name.ts';
import type { AccessProof } from './access.ts';
import {
  GUEST_FIELDS,
  type GuestField,
  guestErrors,
  guestsBody,
  valuesFromGuest,
} from './guest-update.ts';
import { updateGuests } from './manage-api.ts';
import { lockProblem, manageErrorText } from './manage-errors.ts';
import { StaleReload } from './StaleReload.tsx';

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
  const intl = useIntl();
  const { locale } = useLocale();
  const settings = useAtomValue(initSettingsAtom);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const refs = useRef<Partial<Record<GuestField, HTMLInputElement | null>>>({});
  const [values, setValues] = useState(() => valuesFromGuest(reservation.guest));
  const [errors, setErrors] = useState<Partial<Record<GuestField, MessageId>>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const ctx = {
    locale,
    kanjiNameRequired: settings?.kanji_name_required ?? false,
    customerAddressRequired: settings?.customer_address_required ?? false,
  };
  const shown = GUEST_FIELDS.filter((field) => {
    if (field.endsWith('_kana')) return kanaNamesRequired(ctx);
    return true;
  });

  useEffect(() => headingRef.current?.focus(), []);

  const errorText = (id: MessageId | undefined) => (id ? t(id, { max: 200 }) : undefined);

  const submit = async () => {
    const found = guestErrors(values, ctx);
    setErrors(found);
    setFailure(undefined);
    setStale(false);
    setReloaded(false);
    const first = shown.find((field) => found[field]);
    if (first) return refs.current[first]?.focus();
    setBusy(true);
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
      const error = toApiError(caught);
      setStale(lockProblem(error) === 'changed');
      setFailure(manageErrorText(intl, error));
      setBusy(false);
    }
  };

  return (
    <section className="hb-card hb-mg" aria-labelledby={titleId}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1}>
        {t('manage.guests.title')}
      </h3>
      <form
        className="hb-form hb-mg-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
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
        <div role="alert">
          {failure && <p className="hb-error">{failure}</p>}
          {reloaded && <p className="hb-mg-note">{t('manage.reloaded')}</p>}
        </div>
        {stale && (
          <StaleReload
            onReload={async () => {
              await onReload();
              setStale(false);
              setFailure(undefined);
              setReloaded(true);
            }}
          />
        )}
        <div className="hb-mg-actions">
          <button type="submit" className="hb-btn" disabled={busy}>
            {t('manage.guests.save')}
          </button>
          <button type="button" className="hb-btn hb-btn-quiet" onClick={onBack} disabled={busy}>
            {t('manage.change.back')}
          </button>
        </div>
      </form>
    </section>
  );
}
