import type { CancellationPolicy } from '../../api/contract/index.ts';
import type { RoomPlanResult, RoomResult } from '../../api/contract/rooms.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { formatMoney } from '../../money/format-money.ts';
import type { ShownPrice } from '../../money/shown-price.ts';
import { FLIGHT_ROOM_LIMIT } from '../../rules/flight-plans.ts';
import { PolicySummary } from '../../shared/policy/PolicySummary.tsx';
// In the results' chunk (a few hundred bytes): as a chunk of its own it was fetched only once
// the answer held such a plan, and the results waited for it.
import { MembersOnlyNote } from './MembersOnlyNote.tsx';
import { selectableRooms } from './selectable-rooms.ts';

export interface PlanOfferProps {
  room: RoomResult;
  plan: RoomPlanResult;
  /** Heading shown for this offer: the plan name in the rooms view, the room name in plans view. */
  title: string;
  /** The price for the stay as shown (converted when the guest chose a currency); null undated. */
  price: ShownPrice | null;
  nights: number;
  taxIncluded: boolean;
  quantity: number;
  onQuantity(next: number): void;
  /**
   * Set when the chosen currency rules this plan out (a currency other than JPY books only
   * plans paid by card online, spec §5): the currencies to name in the hint.
   */
  notInCurrency?: { currency: string; hotelCurrency: string } | undefined;
  /** The plan's cancellation policy, once loaded. */
  policy?: CancellationPolicy | undefined;
}

/** One bookable offering: what it includes, its price for the stay and a room count stepper. */
export function PlanOffer({
  room,
  plan,
  title,
  price,
  nights,
  taxIncluded,
  quantity,
  onQuantity,
  notInCurrency,
  policy,
}: PlanOfferProps) {
  const t = useT();
  const intl = useIntl();
  const max = selectableRooms(room, plan);
  // The server's search says whether this visitor may book the plan (a members-only plan is
  // bookable by a signed-in member of its program); otherwise it shows with its price and a
  // way to sign in instead of the stepper.
  const membersOnly = plan.bookable === false;
  const money = (amount: number) => (price ? formatMoney(intl, amount, price.currency) : '');
  return (
    <li className="hb-offer">
      <div className="hb-offer-info">
        <h4 className="hb-offer-title">
          <bdi>{title}</bdi>
        </h4>
        <p className="hb-badges">
          {plan.preview && (
            <span className="hb-badge hb-badge-preview">{t('results.previewPlan')}</span>
          )}
          {plan.includes_flight && <span className="hb-badge">{t('results.flightIncluded')}</span>}
          {(plan.members_only || membersOnly) && (
            <span className="hb-badge hb-badge-member">{t('results.membersOnly')}</span>
          )}
          <span className="hb-badge">{t(`results.payment.${plan.payment_type}`)}</span>
          {plan.min_nights > 1 && (
            <span className="hb-badge">{t('results.minNights', { count: plan.min_nights })}</span>
          )}
        </p>
        {max > 0 && max < 10 && <p className="hb-warn">{t('results.roomsLeft', { count: max })}</p>}
        {plan.includes_flight && (
          <p className="hb-muted hb-small">
            {t('results.flightRoomCap', { limit: FLIGHT_ROOM_LIMIT })}
          </p>
        )}
        {policy && <PolicySummary policy={policy} />}
      </div>
      {price && (
        <div className="hb-offer-price">
          <p className="hb-price">
            {t('results.perStay', {
              price: money(taxIncluded ? price.total : price.withoutTax),
              nights,
            })}
          </p>
          <p className="hb-muted hb-small">
            {taxIncluded
              ? t('results.taxIncluded')
              : t('results.taxExcluded', { tax: money(price.taxes) })}
          </p>
        </div>
      )}
      {membersOnly && <MembersOnlyNote />}
      {!membersOnly && notInCurrency && (
        <p className="hb-offer-members hb-muted hb-small">
          {t('results.cardOnlyInCurrency', notInCurrency)}
        </p>
      )}
      {/* Without dates there is no price and nothing to book yet (undated search). */}
      {price && !membersOnly && !notInCurrency && (
        <div className="hb-stepper">
          <button
            type="button"
            className="hb-step"
            aria-label={t('results.decrease', { plan: title })}
            disabled={quantity <= 0}
            onClick={() => onQuantity(quantity - 1)}
          >
            −
          </button>
          <output className="hb-step-count" aria-live="polite">
            {t('results.quantity', { count: quantity })}
          </output>
          <button
            type="button"
            className="hb-step"
            aria-label={t('results.increase', { plan: title })}
            disabled={quantity >= max}
            onClick={() => onQuantity(quantity + 1)}
          >
            +
          </button>
        </div>
      )}
    </li>
  );
}
