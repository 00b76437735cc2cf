import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { MessageId } from '../../../i18n/messages.ts';
import { useT } from '../../../i18n/react.tsx';
import { useEffect, useId, useRef, useState } from '../../../react.ts';
import { ErrorLine } from '../../form/ErrorLine.tsx';
import { loadStripeFor } from './load-stripe.ts';
import { type ElementCard, stripeRefusal } from './stripe-refusal.ts';

export interface StripeCardFieldProps {
  publishableKey: string;
  /** Tests and the demo only: the stand-in Stripe.js (see load-stripe.ts). */
  jsUrl?: string | undefined;
  /** A refusal to show under the card (a message id), after the payment was tried. */
  error?: string | undefined;
  disabled: boolean;
  /** Told the card once Stripe's element is ready (null while it is not). */
  onCard(card: ElementCard | null): void;
}

/**
 * The card entered in Stripe's own card element (issue 43): the number, expiry and code go from
 * the guest's browser to Stripe only; this component gets back a PaymentMethod id (`pm_…`) to
 * book with, or confirms the wallet's SetupIntent. Loaded only at the payment step and in the
 * wallet's "Add a card" of a hotel that uses Stripe (its own chunk).
 */
export default function StripeCardField(props: StripeCardFieldProps) {
  const t = useT();
  const errorId = `${useId()}-stripe-error`;
  const host = useRef<HTMLDivElement | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const onCard = useRef(props.onCard);
  onCard.current = props.onCard;

  useEffect(() => {
    let element: StripeCardElement | null = null;
    let stopped = false;
    loadStripeFor(props.publishableKey, props.jsUrl).then(
      (stripe: Stripe) => {
        if (stopped || !host.current) return;
        element = stripe.elements().create('card', { hidePostalCode: true });
        element.mount(host.current);
        const mounted = element;
        setStatus('ready');
        onCard.current({
          async tokenise() {
            const { paymentMethod, error } = await stripe.createPaymentMethod({
              type: 'card',
              card: mounted,
            });
            if (error || !paymentMethod) throw stripeRefusal(error ?? {});
            return paymentMethod.id;
          },
          async confirmSetup(clientSecret, returnUrl) {
            const { setupIntent, error } = await stripe.confirmCardSetup(
              clientSecret,
              { payment_method: { card: mounted }, return_url: returnUrl },
              { handleActions: false },
            );
            if (error || !setupIntent) throw stripeRefusal(error ?? {});
            if (setupIntent.status === 'succeeded') return 'succeeded';
            if (setupIntent.status === 'requires_action') return 'requires_action';
            throw stripeRefusal({ type: 'card_error' });
          },
        });
      },
      () => {
        if (!stopped) setStatus('failed');
      },
    );
    return () => {
      stopped = true;
      onCard.current(null);
      element?.destroy();
    };
  }, [props.publishableKey, props.jsUrl]);

  const error = props.error ? t(props.error as MessageId) : undefined;
  return (
    <fieldset className="hb-card-form" disabled={props.disabled}>
      <legend className="hb-card-form__legend">{t('booking.payment.card.heading')}</legend>
      <p className="hb-muted hb-small">{t('booking.payment.card.secure')}</p>
      {status === 'loading' ? (
        <p className="hb-loader" role="status">
          {t('booking.payment.card.loading')}
        </p>
      ) : null}
      {status === 'failed' ? <p role="alert">{t('booking.payment.card.unavailable')}</p> : null}
      <div
        ref={host}
        className="hb-stripe-card"
        {...(error ? { 'aria-describedby': errorId } : {})}
      />
      <ErrorLine id={errorId} error={error} />
    </fieldset>
  );
}
