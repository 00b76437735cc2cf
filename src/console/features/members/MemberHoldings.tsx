import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import type { ConsoleMember } from '../../../api/contract/console/members.ts';
import { formatMoney } from '../../../money/format-money.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { canAtom } from '../../shared/session/session-state.ts';

/** The member's bookings, coupons, vouchers and saved cards (brand and last four only). */
export function MemberHoldings({ member }: { readonly member: ConsoleMember }) {
  const t = useCT();
  const intl = useConsoleIntl();
  const can = useAtomValue(canAtom);
  return (
    <>
      <section aria-labelledby="member-reservations">
        <h2 id="member-reservations">
          {t('members.reservations', { count: member.reservations.length })}
        </h2>
        <ul>
          {member.reservations.map((r) => (
            <li key={r.reservation_number}>
              {can('reservations.read') ? (
                <Link
                  href={`/hotels/${encodeURIComponent(r.hotel_code)}/reservations/${encodeURIComponent(r.reservation_number)}`}
                >
                  {r.reservation_number}
                </Link>
              ) : (
                <span className="cs-code">{r.reservation_number}</span>
              )}{' '}
              · {r.hotel_code} ·{' '}
              <bdi>
                {r.checkin_date} → {r.checkout_date}
              </bdi>{' '}
              · {formatMoney(intl, r.total_price, r.currency)} ·{' '}
              {t(`reservations.status.${r.status}`)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="member-coupons">
        <h2 id="member-coupons">{t('members.coupons', { count: member.coupons.length })}</h2>
        <ul>
          {member.coupons.map((c) => (
            <li key={`${c.hotel_code}:${c.code}`} data-coupon={c.code}>
              <span className="cs-code">{c.code}</span> {c.name ?? ''} · {c.hotel_code} ·{' '}
              {t('members.validUntil', { date: c.valid_until })} ·{' '}
              {t(`members.coupon.${c.status}`, { date: c.valid_from })}
              {/* Checkout refuses it and the member's own wallet leaves it out while it is off. */}
              {c.off && (
                <>
                  {' '}
                  · <strong>{t(`members.coupon.off.${c.off}`)}</strong>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="member-vouchers">
        <h2 id="member-vouchers">{t('members.vouchers', { count: member.vouchers.length })}</h2>
        <ul>
          {member.vouchers.map((v) => (
            <li key={v.number}>
              <span className="cs-code">{v.number}</span> {v.name} · {v.hotel_code} ·{' '}
              {formatMoney(intl, v.amount, v.currency)} ·{' '}
              {t('members.validUntil', { date: v.valid_through })} ·{' '}
              {t(`members.voucher.${v.status}`)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="member-cards">
        <h2 id="member-cards">{t('members.cards', { count: member.cards.length })}</h2>
        <ul>
          {member.cards.map((card) => (
            <li key={`${card.brand}:${card.last4}:${card.exp_year}:${card.exp_month}`}>
              {t('members.card', {
                brand: card.brand,
                last4: card.last4,
                expiry: `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
              })}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
