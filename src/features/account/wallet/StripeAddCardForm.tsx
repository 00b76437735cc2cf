import type { SavedCard } from '../../../api/contract/wallet.ts';
import { toApiError } from '../../../api/errors/to-api-error.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { useIntl, useT } from '../../../i18n/react.tsx';
import { useState } from '../../../react.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { finishCardSetup, startCardSetup } from '../../../shared/member/wallet-api.ts';
import { LazyStripeCardField } from '../../../shared/payment/stripe/LazyStripeCardField.tsx';
import type { ElementCard } from '../../../shared/payment/stripe/stripe-refusal.ts';
import type { StripeGatewaySetting } from '../../../shared/payment/stripe/stripe-setting.ts';
import { ThreeDsDialog } from '../../../shared/payment/ThreeDsDialog.tsx';
import { addCardErrorMessage } from './wallet-full.ts';

/** Stripe.js's refusals of the typed card (stripe-refusal.ts): shown under the card. */
const CARD_REFUSALS: readonly unknown[] = [3004, 3005, 1000, 3007];
/** Its text, as paying shows it: the number, the expiry, else "not accepted" (3007). */
const refusalMessage = (code: unknown): MessageId =>
  code === 3004 || code === 3005 ? `error.code.${code}` : 'error.code.3007';

/** The widget page the 3-D Secure result is posted back to (no query: nothing to leak). */
const pageUrl = () => `${location.origin}${location.pathname}`;

/**
 * "Add a card" at a Stripe hotel (issue 43): the card is typed in Stripe's element (its own
 * lazily loaded chunk), the server makes a SetupIntent on the member's Customer, Stripe.js
 * confirms it, and a card that asks for 3-D Secure is authenticated in the same dialog as a
 * payment (ThreeDsDialog); the server then reads from Stripe what the SetupIntent came to and
 * keeps the PaymentMethod attached to the Customer. Failed authentication says 3006, a closed
 * dialog 3008, a decline 3007, with the catalogue's texts.
 */
export function StripeAddCardForm({
  hotelCode,
  stripe,
  onAdded,
}: {
  hotelCode: string;
  stripe: StripeGatewaySetting;
  onAdded(card: SavedCard): void;
}) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [card, setCard] = useState<ElementCard | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [error, setError] = useState('');
  const [challenge, setChallenge] = useState<{ url: string; id: string } | null>(null);

  if (!open)
    return (
      <button type="button" className="hb-btn hb-btn-quiet" onClick={() => setOpen(true)}>
        {t('account.wallet.cards.add')}
      </button>
    );

  const fail = (failure: unknown) => {
    const apiError = toApiError(failure);
    // Stripe.js's own refusals (before the server knew): next to the card.
    if (apiError.local && CARD_REFUSALS.includes(apiError.code))
      setFieldError(refusalMessage(apiError.code));
    else setError(addCardErrorMessage(intl, apiError));
    setBusy(false);
  };

  /** The server reads the SetupIntent from Stripe and keeps the card (or says why not). */
  const finish = async (id: string, cancel = false) => {
    setChallenge(null);
    try {
      const saved = await finishCardSetup(api, hotelCode, id, cancel);
      setBusy(false);
      setOpen(false);
      onAdded(saved);
    } catch (failure) {
      fail(failure);
    }
  };

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (busy || !card?.confirmSetup) return;
    setBusy(true);
    setError('');
    setFieldError(undefined);
    try {
      const setup = await startCardSetup(api, hotelCode, pageUrl());
      const status = await card.confirmSetup(setup.client_secret, setup.return_url);
      if (status === 'requires_action')
        setChallenge({ url: setup.challenge_url, id: setup.setup_intent_id });
      else await finish(setup.setup_intent_id);
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <>
      <form
        className="hb-card hb-ac-row"
        aria-labelledby="hb-ac-add-card"
        onSubmit={submit}
        noValidate
      >
        <h3 id="hb-ac-add-card">{t('account.wallet.cards.addTitle')}</h3>
        <p className="hb-muted">{t('account.wallet.cards.addNote')}</p>
        <LazyStripeCardField
          publishableKey={stripe.publishable_key}
          jsUrl={stripe.js_url}
          error={fieldError}
          disabled={busy}
          onCard={setCard}
        />
        {error && (
          <p className="hb-error" role="alert">
            {error}
          </p>
        )}
        <div className="hb-ac-actions">
          <button type="submit" className="hb-btn" disabled={busy || !card}>
            {t('account.wallet.cards.save')}
          </button>
          <button
            type="button"
            className="hb-btn hb-btn-quiet"
            disabled={busy}
            onClick={() => setOpen(false)}
          >
            {t('account.cancel')}
          </button>
        </div>
      </form>
      {challenge ? (
        <ThreeDsDialog
          challengeUrl={challenge.url}
          gatewayOrigin={new URL(challenge.url).origin}
          onResult={() => void finish(challenge.id)}
          onCancel={() => void finish(challenge.id, true)}
        />
      ) : null}
    </>
  );
}
