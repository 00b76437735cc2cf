import { useT } from '../../../i18n/react.tsx';
import { useEffect, useId } from '../../../react.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { LoadStatus } from '../../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../../shared/load/use-load.ts';
import { cardExpiry, loadSavedCards } from '../../../shared/member/wallet-api.ts';
import { cardBrandName } from '../../../shared/payment/card-brands.ts';
import { addWidgetStyles } from '../../../shared/styles/widget-css.ts';
import { validThrough } from './wallet-choices.ts';

addWidgetStyles(`
.hb-saved{border:0;margin:0;padding:0;display:grid;gap:8px;min-inline-size:0}
.hb-saved legend{font-weight:700;padding:0;margin-block-end:4px}
.hb-saved label{display:flex;gap:10px;align-items:center;min-block-size:44px}
.hb-saved input{inline-size:22px;block-size:22px;margin:0;accent-color:var(--hb-accent)}
`);

/**
 * A signed-in member's choice at payment: one of their saved cards (the first usable one is
 * chosen when they load) or a new card. `value` is the chosen card's id, null for a new card.
 */
export function SavedCardChoice(props: {
  checkout: string;
  value: string | null;
  onChange(id: string | null): void;
  disabled: boolean;
}) {
  const t = useT();
  const api = useApi();
  const name = useId();
  const cards = useLoad((signal) => loadSavedCards(api, signal), [api]);
  const usable = (cards.value ?? []).filter((c) => validThrough(c, props.checkout));
  useEffect(() => {
    if (usable[0] && props.value === null) props.onChange(usable[0].id);
  }, [cards.value]);
  if (cards.value?.length === 0) return null;
  return (
    <fieldset className="hb-saved" disabled={props.disabled}>
      <legend>{t('booking.wallet.cards.legend')}</legend>
      <LoadStatus loading={cards.loading} error={cards.error} />
      {(cards.value ?? []).map((card) => {
        const ok = validThrough(card, props.checkout);
        return (
          <label key={card.id}>
            <input
              type="radio"
              name={name}
              value={card.id}
              disabled={!ok}
              checked={props.value === card.id}
              onChange={() => props.onChange(card.id)}
            />
            <span>
              <span dir="ltr">
                {t('account.wallet.cards.card', {
                  brand: cardBrandName(card.brand),
                  last4: card.last4,
                })}
              </span>{' '}
              <span className="hb-muted">
                {ok
                  ? t('account.wallet.cards.expires', { expiry: cardExpiry(card) })
                  : t('booking.wallet.cards.expiresBeforeCheckout')}
              </span>
            </span>
          </label>
        );
      })}
      <label>
        <input
          type="radio"
          name={name}
          value=""
          checked={props.value === null}
          onChange={() => props.onChange(null)}
        />
        <span>{t('booking.wallet.cards.new')}</span>
      </label>
    </fieldset>
  );
}
