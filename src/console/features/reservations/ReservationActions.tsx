import * as v from 'valibot';
import { DateSchema } from '../../../api/contract/common.ts';
import type { DeskReservation } from '../../../api/contract/console/reservations.ts';
import {
  addDeskNote,
  cancelDeskReservation,
  changeDeskReservation,
  noShowDeskReservation,
  quoteDeskChange,
  requestDeskPayment,
  resendDeskConfirmation,
} from '../../../api/contract/endpoints/console-reservations.ts';
import { formatMoney } from '../../../money/format-money.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { useAction } from '../../shared/load/use-action.ts';

interface ActionProps {
  readonly hotel: string;
  readonly shown: DeskReservation;
  readonly canOverride: boolean;
  /** The reservation as the action's answer shows it. */
  readonly onDone: (next: DeskReservation) => void;
}

/** A whole amount typed (digits only); '' when empty. */
const AmountText = v.pipe(v.string(), v.trim(), v.regex(/^\d{0,12}$/, 'number'));
const amountOf = (text: string): number | undefined => (text === '' ? undefined : Number(text));

/** What the desk does to a reservation: each action its own small form, answers shown at once. */
export function ReservationActions(props: ActionProps) {
  const t = useCT();
  const open = props.shown.reservation.status !== 'cancelled';
  return (
    <div className="cs-desk-actions">
      <NoteForm {...props} />
      {open && props.shown.reservation.status === 'done' ? <ChangeForm {...props} /> : null}
      {open ? <CancelForm {...props} /> : null}
      <section aria-labelledby="desk-more">
        <h3 id="desk-more">{t('reservations.more')}</h3>
        <ResendButton {...props} />
        {open ? <PayLinkForm {...props} /> : null}
      </section>
    </div>
  );
}

function NoteForm({ hotel, shown, onDone }: ActionProps) {
  const t = useCT();
  const call = useConsoleCall();
  const params = { hotel, number: shown.reservation.reservation_number };
  const form = useConsoleForm({
    initial: { text: '' },
    schema: v.object({
      text: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(2000)),
    }),
    onSubmit: async (body) => {
      const answer = await call(addDeskNote, { params, body });
      form.set('text', '');
      onDone(answer.data);
    },
  });
  return (
    <section aria-labelledby="desk-note">
      <h3 id="desk-note">{t('reservations.note.title')}</h3>
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <TextField form={form} name="text" label={t('reservations.note.text')} multiline />
        <SubmitButton form={form}>{t('reservations.note.add')}</SubmitButton>
      </form>
    </section>
  );
}

function ChangeForm({ hotel, shown, canOverride, onDone }: ActionProps) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const r = shown.reservation;
  const params = { hotel, number: r.reservation_number };
  const [quote, setQuote] = useState<{ total: number; currency: string; key: string } | null>(null);
  const form = useConsoleForm({
    initial: {
      checkin_date: r.checkin_date,
      checkout_date: r.checkout_date,
      override: '',
      reason: '',
    },
    schema: v.object({
      checkin_date: DateSchema,
      checkout_date: DateSchema,
      override: AmountText,
      reason: v.pipe(v.string(), v.trim(), v.maxLength(500)),
    }),
    onSubmit: async (values) => {
      const dates = { checkin_date: values.checkin_date, checkout_date: values.checkout_date };
      const key = `${dates.checkin_date}/${dates.checkout_date}`;
      if (quote === null || quote.key !== key) {
        const answer = await call(quoteDeskChange, { params, body: dates });
        setQuote({ total: answer.data.total_price, currency: answer.data.currency, key });
        return;
      }
      const override = amountOf(values.override);
      const answer = await call(changeDeskReservation, {
        params,
        body: {
          ...dates,
          expected_total_price: quote.total,
          ...(override === undefined
            ? {}
            : { override_total_price: override, override_reason: values.reason }),
        },
      });
      setQuote(null);
      onDone(answer.data);
    },
  });
  const key = `${form.values.checkin_date}/${form.values.checkout_date}`;
  const quoted = quote !== null && quote.key === key;
  return (
    <section aria-labelledby="desk-change">
      <h3 id="desk-change">{t('reservations.change.title')}</h3>
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <TextField
          form={form}
          name="checkin_date"
          type="date"
          label={t('reservations.change.checkin')}
        />
        <TextField
          form={form}
          name="checkout_date"
          type="date"
          label={t('reservations.change.checkout')}
        />
        {quoted ? (
          <p className="cs-notice" role="status">
            {t('reservations.change.quoted', {
              old: formatMoney(intl, r.price.total_price, r.price.currency),
              total: formatMoney(intl, quote.total, quote.currency),
            })}
          </p>
        ) : null}
        {quoted && canOverride ? (
          <>
            <TextField
              form={form}
              name="override"
              label={t('reservations.change.override')}
              hint={t('reservations.change.overrideHint')}
              inputMode="numeric"
              optional
            />
            <TextField
              form={form}
              name="reason"
              label={t('reservations.overrideReason')}
              optional
            />
          </>
        ) : null}
        <SubmitButton form={form}>
          {quoted ? t('reservations.change.apply') : t('reservations.change.quote')}
        </SubmitButton>
      </form>
    </section>
  );
}

function CancelForm({ hotel, shown, canOverride, onDone }: ActionProps) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const r = shown.reservation;
  const params = { hotel, number: r.reservation_number };
  const fee = shown.cancellation_quote.fee;
  const form = useConsoleForm({
    initial: { fee: String(fee), reason: '', no_show: false },
    schema: v.object({ fee: AmountText, reason: v.pipe(v.string(), v.trim(), v.maxLength(500)) }),
    onSubmit: async (values) => {
      const typed = amountOf(values.fee) ?? fee;
      const reason = values.reason === '' ? {} : { override_reason: values.reason };
      const answer = await call(cancelDeskReservation, { params, body: { fee: typed, ...reason } });
      onDone(answer.data);
    },
  });
  return (
    <section aria-labelledby="desk-cancel">
      <h3 id="desk-cancel">{t('reservations.cancel.title')}</h3>
      <p className="cs-hint">
        {t('reservations.cancel.policy', {
          fee: formatMoney(intl, fee, r.price.currency),
          percentage: shown.cancellation_quote.percentage,
        })}
        {shown.cancellation_quote.card_held ? ` ${t('reservations.cancel.refund')}` : ''}
      </p>
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        {canOverride ? (
          <>
            <TextField
              form={form}
              name="fee"
              label={t('reservations.cancel.fee')}
              inputMode="numeric"
            />
            <TextField
              form={form}
              name="reason"
              label={t('reservations.overrideReason')}
              hint={t('reservations.cancel.reasonHint')}
              optional
            />
          </>
        ) : null}
        <SubmitButton form={form}>{t('reservations.cancel.confirm')}</SubmitButton>
      </form>
      <NoShowButton hotel={hotel} shown={shown} canOverride={canOverride} onDone={onDone} />
    </section>
  );
}

/**
 * A desk button's call (the shared `useAction`: busy while it runs, the refusal said at once),
 * whose success is also said beside it until the next press.
 */
function useDeskAction() {
  const { busy, failure, run } = useAction();
  const [said, setSaid] = useState<string | null>(null);
  const press = <T,>(work: () => Promise<T>, done: (answer: T) => void, text: string) => {
    setSaid(null);
    run(work, (answer) => {
      done(answer);
      setSaid(text);
    });
  };
  const shown = said ? (
    <p className="cs-notice" role="status">
      {said}
    </p>
  ) : (
    <FailureAlert failure={failure} />
  );
  return { busy, run: press, shown };
}

function NoShowButton({ hotel, shown, onDone }: ActionProps) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const action = useDeskAction();
  const r = shown.reservation;
  return (
    <div className="cs-actions">
      <button
        type="button"
        className="cs-button cs-danger"
        disabled={action.busy}
        aria-busy={action.busy || undefined}
        onClick={() =>
          action.run(
            () =>
              call(noShowDeskReservation, {
                params: { hotel, number: r.reservation_number },
                body: { fee: shown.no_show_fee },
              }),
            (answer) => onDone(answer.data),
            t('reservations.noShow.done'),
          )
        }
      >
        {t('reservations.noShow.mark', {
          fee: formatMoney(intl, shown.no_show_fee, r.price.currency),
        })}
      </button>
      {action.shown}
    </div>
  );
}

function ResendButton({ hotel, shown, onDone }: ActionProps) {
  const t = useCT();
  const call = useConsoleCall();
  const action = useDeskAction();
  return (
    <div className="cs-actions">
      <button
        type="button"
        className="cs-button"
        disabled={action.busy}
        aria-busy={action.busy || undefined}
        onClick={() =>
          action.run(
            () =>
              call(resendDeskConfirmation, {
                params: { hotel, number: shown.reservation.reservation_number },
              }),
            (answer) => onDone(answer.data),
            t('reservations.resend.done', { email: shown.reservation.email }),
          )
        }
      >
        {t('reservations.resend.button')}
      </button>
      {action.shown}
    </div>
  );
}

function PayLinkForm({ hotel, shown }: ActionProps) {
  const t = useCT();
  const call = useConsoleCall();
  const [sent, setSent] = useState<string | null>(null);
  const form = useConsoleForm({
    initial: { amount: '', description: '' },
    schema: v.object({
      amount: v.pipe(AmountText, v.minLength(1, 'required')),
      description: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(200)),
    }),
    onSubmit: async (values) => {
      const answer = await call(requestDeskPayment, {
        params: { hotel, number: shown.reservation.reservation_number },
        body: { amount: Number(values.amount), description: values.description },
      });
      setSent(answer.data.payment_number);
    },
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <h4>{t('reservations.payLink.title')}</h4>
      <ErrorSummary form={form} />
      <TextField
        form={form}
        name="amount"
        label={t('reservations.payLink.amount')}
        inputMode="numeric"
      />
      <TextField form={form} name="description" label={t('reservations.payLink.description')} />
      {sent ? (
        <p className="cs-notice" role="status">
          {t('reservations.payLink.sent', { number: sent })}
        </p>
      ) : null}
      <SubmitButton form={form}>{t('reservations.payLink.send')}</SubmitButton>
    </form>
  );
}
