import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { toApiError } from '../../api/errors/index.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { TextField } from '../../shared/form/Field.tsx';
import { emailError, requiredError } from '../../shared/guest/guest-fields.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { reservationHref } from './access.ts';
import { lookupReservation } from './manage-api.ts';
import { MANAGE_CSS } from './manage-css.ts';
import { RequestFeedback } from './RequestFeedback.tsx';
import { ManageForm } from './StepFrame.tsx';
import { useStepRequest } from './use-step-request.ts';

addWidgetStyles(MANAGE_CSS);

/** Reservation numbers are a letter and digits; guests may type spaces or lower case. */
export const normaliseNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * /search (and the host page's `?hotel_booking=confirm`): find a reservation by number and
 * e-mail. The server answers the same 404 for an unknown number and a wrong e-mail, and the
 * screen shows one sentence for both; repeated failures are rate limited (429), also shown.
 * On success the reservation page opens with the e-mail as access proof.
 */
export function FindReservationScreen(_props: { config: WidgetConfig }) {
  const api = useApi();
  const t = useT();
  const Title = useHeading(1);
  const settings = useAtomValue(initSettingsAtom);
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const [number, setNumber] = useState(query.get('reservation_number') ?? '');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ number?: MessageId; email?: MessageId }>({});
  const request = useStepRequest();
  const numberRef = useRef<HTMLInputElement | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const brand = settings?.hotel_brand.id ?? settings?.hotel_brand.code;

  const submit = async () => {
    const found = {
      ...(requiredError(number) ? { number: requiredError(number) } : {}),
      ...(emailError(email) ? { email: emailError(email) } : {}),
    } as { number?: MessageId; email?: MessageId };
    setErrors(found);
    request.reset();
    if (found.number) return numberRef.current?.focus();
    if (found.email) return emailRef.current?.focus();
    if (brand === undefined || request.busy) return;
    request.start();
    try {
      const reservation = await lookupReservation(
        api,
        brand,
        normaliseNumber(number),
        email.trim(),
      );
      navigate(reservationHref(reservation.reservation_number, { email: email.trim() }));
    } catch (error) {
      // What was typed stays in the fields; only the message changes.
      request.fail(toApiError(error));
    }
  };

  return (
    <section className="hb-mg" aria-labelledby="hb-mg-find-title">
      <Title id="hb-mg-find-title" className="hb-mg-title">
        {t('manage.find.title')}
      </Title>
      <p className="hb-mg-note">{t('manage.find.intro')}</p>
      <ManageForm onSubmit={submit}>
        <TextField
          label={t('manage.find.number')}
          value={number}
          onChange={setNumber}
          error={errors.number && t(errors.number)}
          autoComplete="off"
          maxLength={40}
          required
          inputRef={numberRef}
        />
        <TextField
          label={t('manage.find.email')}
          value={email}
          onChange={setEmail}
          error={errors.email && t(errors.email)}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          inputRef={emailRef}
        />
        <RequestFeedback request={request} />
        <div>
          <button
            type="submit"
            className="hb-btn"
            disabled={request.busy}
            aria-disabled={request.busy}
          >
            {request.busy ? t('manage.find.searching') : t('manage.find.submit')}
          </button>
        </div>
      </ManageForm>
    </section>
  );
}
