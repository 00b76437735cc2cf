import { useIntl, useT } from '../../../i18n/react.tsx';
import { formatMoney } from '../../../money/format-money.ts';
import type { ShownTotals } from './booking-currency.ts';

/**
 * Under a total in the guest's currency: the same total in the hotel's currency and the rate
 * that converted it. Nothing when the booking is in the hotel's currency.
 */
export function ConvertedNote({ totals }: { totals: ShownTotals }) {
  const t = useT();
  const intl = useIntl();
  const { hotel, rate } = totals;
  if (!hotel) return null;
  const updated = rate ? new Date(rate.updated_at) : undefined;
  return (
    <div className="hb-converted-note">
      <p className="hb-muted hb-small" data-hotel-total="">
        {t('booking.summary.hotelTotal', {
          amount: formatMoney(intl, hotel.total, hotel.currency),
        })}
      </p>
      {rate && (
        <p className="hb-muted hb-small">
          {t('booking.summary.rateNote', {
            currency: totals.currency,
            hotelCurrency: hotel.currency,
            rate: intl.formatNumber(Number(rate.rate), { maximumFractionDigits: 8 }),
            date:
              updated && !Number.isNaN(updated.getTime())
                ? intl.formatDate(updated, { dateStyle: 'medium' })
                : rate.updated_at,
          })}
        </p>
      )}
    </div>
  );
}
