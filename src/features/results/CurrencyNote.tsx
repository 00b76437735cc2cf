import type { RoomSearchResponse } from '../../api/contract/rooms.ts';
import { useIntl, useT } from '../../i18n/react.tsx';

/**
 * Under converted results: which rate made the prices, and that the hotel still charges in its
 * own currency. That is what the provider does: a booking is authorised and captured in the
 * hotel's currency (server README "Multi-currency prices"), so the converted amounts are a
 * guide and a card statement may differ.
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
