import type { SavedCard } from '../../../api/contract/wallet.ts';
import { toApiError } from '../../../api/errors/to-api-error.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { useIntl, useT } from '../../../i18n/react.tsx';
import { useState } from '../../../react.ts';
import { hotelToday } from '../../../rules/dates.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { saveWalletCard } from '../../../shared/member/wallet-api.ts';
import { CardForm } from '../../../shared/payment/CardForm.tsx';
import { gatewayErrorField, tokeniseCard } from '../../../shared/payment/gateway-client.ts';
import { useCardEntry } from '../../../shared/payment/use-card-entry.ts';
import { addCardErrorMessage } from './wallet-full.ts';

/** The message a gateway refusal shows next to its field (catalogue 3004, 3005, else 3007). */
const refusalMessage = (code: unknown): MessageId =>
  code === 3004 || code === 3005 ? `error.code.${code}` : 'error.code.3007';

/**
 * Adds a card to the member's wallet without paying (doc 2 §7 memberships/credit_cards): the
 * card goes to the payment gateway only (`gatewayOrigin`), which answers a single-use token;
 * the wallet keeps the gateway's reusable token and the card's brand, last four and expiry.
 * The typed number and code are wiped from the form as soon as it is sent.
 */
export function AddCardForm({
  gatewayOrigin,
  onAdded,
}: {
  gatewayOrigin: string;
  onAdded(card: SavedCard): void;
}) {
  const t = useT();
  const intl = useIntl();
  const api = useApi();
  const card = useCardEntry();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (!open)
    return (
      <button type="button" className="hb-btn hb-btn-quiet" onClick={() => setOpen(true)}>
        {t('account.wallet.cards.add')}
      </button>
    );

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (busy) return;
    const today = hotelToday(undefined);
    // No stay and no charge: the card must be valid today; no amount limit applies.
    const request = card.take({
      today,
      checkout: today,
      amount: 0,
      currency: 'JPY',
      online: false,
      mcpActive: false,
    });
    if (!request) return;
    setBusy(true);
    setError('');
    try {
      const { token } = await tokeniseCard(gatewayOrigin, request);
      const saved = await saveWalletCard(api, token);
      setOpen(false);
      onAdded(saved);
    } catch (failure) {
      const apiError = toApiError(failure);
      const field = gatewayErrorField(apiError);
      if (field) card.refuse(field, refusalMessage(apiError.code));
      else setError(addCardErrorMessage(intl, apiError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="hb-card hb-ac-row"
      aria-labelledby="hb-ac-add-card"
      onSubmit={submit}
      noValidate
    >
      <h3 id="hb-ac-add-card">{t('account.wallet.cards.addTitle')}</h3>
      <p className="hb-muted">{t('account.wallet.cards.addNote')}</p>
      <CardForm {...card.form} disabled={busy} />
      {error && (
        <p className="hb-error" role="alert">
          {error}
        </p>
      )}
      <div className="hb-ac-actions">
        <button type="submit" className="hb-btn" disabled={busy}>
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
  );
}
