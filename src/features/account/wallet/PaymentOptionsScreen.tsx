import { useAtomValue } from 'jotai';
import type { WidgetConfig } from '../../../../loader/widget-api.ts';
import type { SavedCard } from '../../../api/contract/wallet.ts';
import { toApiError } from '../../../api/errors/to-api-error.ts';
import { useIntl, useT } from '../../../i18n/react.tsx';
import { useState } from '../../../react.ts';
import { apiBaseOf } from '../../../shared/api/api-base.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { useHeading } from '../../../shared/embed/heading-levels.ts';
import { errorMessage } from '../../../shared/errors/error-message.ts';
import { LoadStatus } from '../../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../../shared/load/use-load.ts';
import { cardExpiry, deleteSavedCard, loadSavedCards } from '../../../shared/member/wallet-api.ts';
import { cardBrandName } from '../../../shared/payment/card-brands.ts';
import { stripeSettingOf } from '../../../shared/payment/stripe/stripe-setting.ts';
import { initSettingsAtom } from '../../../shared/startup/init-state.ts';
import { AccountFrame } from '../AccountFrame.tsx';
import { AddCardForm } from './AddCardForm.tsx';
import { StripeAddCardForm } from './StripeAddCardForm.tsx';

/** The server's answer when the payment provider could not remove a card (it stays saved). */
const CARD_NOT_REMOVED = 3251;

/**
 * /my-account/payment-options: the member's saved cards (brand, last four digits, expiry),
 * their deletion, and a card added without paying (or saved while paying, "save this card").
 * Only the gateway's token is kept, so nothing here can show more of a card than this.
 */
export function PaymentOptionsScreen({ config }: { config: WidgetConfig }) {
  return (
    <AccountFrame>
      <SavedCards gatewayOrigin={apiBaseOf(config)} hotelCode={config.hotelCode} />
    </AccountFrame>
  );
}

function SavedCards({ gatewayOrigin, hotelCode }: { gatewayOrigin: string; hotelCode: string }) {
  const t = useT();
  const api = useApi();
  // A Stripe hotel adds cards in Stripe's element through a SetupIntent (issue 43).
  const stripe = stripeSettingOf(useAtomValue(initSettingsAtom));
  const Heading = useHeading(2);
  const cards = useLoad((signal) => loadSavedCards(api, signal), [api]);
  const [status, setStatus] = useState('');
  const onAdded = (card: SavedCard) => {
    setStatus(t('account.wallet.cards.added', { last4: card.last4 }));
    // A retried save answers the card already listed: listed once.
    cards.replace([...(cards.value ?? []).filter((c) => c.id !== card.id), card]);
  };
  return (
    <section className="hb-ac" aria-labelledby="hb-ac-cards">
      <Heading id="hb-ac-cards" className="hb-ac-heading">
        {t('account.wallet.cards.title')}
      </Heading>
      <p className="hb-muted">{t('account.wallet.cards.note')}</p>
      <LoadStatus loading={cards.loading} error={cards.error} />
      {cards.value?.length === 0 && <p>{t('account.wallet.cards.none')}</p>}
      {cards.value && cards.value.length > 0 && (
        <ul className="hb-ac-list">
          {cards.value.map((card) => (
            <CardRow
              key={card.id}
              card={card}
              onDeleted={() => {
                setStatus(t('account.wallet.cards.deleted', { last4: card.last4 }));
                cards.replace((cards.value ?? []).filter((c) => c.id !== card.id));
              }}
            />
          ))}
        </ul>
      )}
      {cards.value &&
        (stripe ? (
          <StripeAddCardForm hotelCode={hotelCode} stripe={stripe} onAdded={onAdded} />
        ) : (
          <AddCardForm gatewayOrigin={gatewayOrigin} onAdded={onAdded} />
        ))}
      <p role="status" className="hb-muted">
        {status}
      </p>
    </section>
  );
}

function CardRow({ card, onDeleted }: { card: SavedCard; onDeleted(): void }) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const label = t('account.wallet.cards.card', {
    brand: cardBrandName(card.brand),
    last4: card.last4,
  });
  const remove = async () => {
    setBusy(true);
    setError('');
    try {
      await deleteSavedCard(api, card.id);
      onDeleted();
    } catch (failure) {
      const apiError = toApiError(failure);
      // The payment provider could not remove it: it is still saved, and saying so plainly.
      setError(
        apiError.code === CARD_NOT_REMOVED
          ? t('account.wallet.cards.deleteFailed', { card: label })
          : errorMessage(intl, apiError),
      );
      setBusy(false);
    }
  };
  return (
    <li className="hb-card hb-ac-row" data-card={card.last4}>
      <p>
        <strong dir="ltr">{label}</strong>{' '}
        <span className="hb-muted">
          {t('account.wallet.cards.expires', { expiry: cardExpiry(card) })}
        </span>
      </p>
      <div className="hb-ac-actions">
        {confirming ? (
          <>
            <span>{t('account.wallet.cards.confirm', { card: label })}</span>
            <button
              type="button"
              className="hb-btn hb-btn-small hb-ac-danger"
              disabled={busy}
              onClick={() => void remove()}
            >
              {t('account.wallet.cards.delete')}
            </button>
            <button
              type="button"
              className="hb-btn hb-btn-quiet hb-btn-small"
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              {t('account.cancel')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="hb-btn hb-btn-quiet hb-btn-small"
            aria-label={t('account.wallet.cards.deleteCard', { card: label })}
            onClick={() => setConfirming(true)}
          >
            {t('account.wallet.cards.delete')}
          </button>
        )}
      </div>
      {error && (
        <p className="hb-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
