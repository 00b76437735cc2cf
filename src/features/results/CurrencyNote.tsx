import type { RoomSearchResponse } from '../../api/contract/rooms.ts';
import { useIntl, useT } from '../../i18n/react.tsx';

/**
 * Under converted results: which rate made the prices, and what booking in that currency means.
 * The provider books in the chosen currency (server README "Booking in the multi-currency"):
 * the card is charged the converted total at the rate shown. Plans paid at the hotel are not
 * bookable in it (the results rule them out, `currencyRulesOut`), so the note says they stay
 * in the hotel's currency.
 */
export function CurrencyNote({ result }: { result: RoomSearchResponse }) {
  const t = useT();
  const intl = useIntl();
  const rate = result.mcp_exchange_rate;
  if (!result.mcp_currency || !rate) return null;
  const updated = new Date(rate.updated_at);
  return (
    <p className="hb-currency-note hb-muted hb-small">
      {t('results.currencyNote', {
        currency: result.mcp_currency,
        hotelCurrency: rate.base_currency,
        rate: intl.formatNumber(Number(rate.rate), { maximumFractionDigits: 8 }),
        date: Number.isNaN(updated.getTime())
          ? rate.updated_at
          : intl.formatDate(updated, { dateStyle: 'medium' }),
      })}
    </p>
  );
}
