import { useAtom } from 'jotai';
import type { CancellationPolicy } from '../../api/contract/index.ts';
import type { RoomSearchResponse } from '../../api/contract/rooms.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useEffect, useState } from '../../react.ts';
import { FLIGHT_ROOM_LIMIT } from '../../rules/flight-plans.ts';
import { RoomPhoto } from '../../shared/rooms/RoomPhoto.tsx';
import {
  mixesPaymentMethods,
  quantityOf,
  selectedCount,
  setQuantity,
} from '../../shared/search/selection.ts';
import { LIST_CSS } from '../../shared/styles/list-css.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { selectionAtom } from './atoms.ts';
import { CurrencyNote } from './CurrencyNote.tsx';
import { exceedsFlightLimit, flightPlanCodes } from './flight-selection.ts';
import { PlanOffer } from './PlanOffer.tsx';
import { RestrictedNotes } from './RestrictedNotes.tsx';
import { RESULTS_CSS } from './results-css.ts';
import { SelectionBar } from './SelectionBar.tsx';
import {
  canSelect,
  currencyRulesOut,
  keepSelectable,
  shownCurrency,
  shownPlanPrice,
  shownSelectionTotal,
} from './shown-total.ts';

addWidgetStyles(LIST_CSS);
addWidgetStyles(RESULTS_CSS);

export interface ResultsViewProps {
  result: RoomSearchResponse;
  view: 'rooms' | 'plans';
  taxIncluded: boolean;
  /** Occupancy of the searched room: part of what identifies a selected offering. */
  adults: number;
  childCount: number;
  onSearchFrom(date: string): void;
  /** Cancellation policies by code, for the summary under each plan. */
  policies?: ReadonlyMap<string, CancellationPolicy> | undefined;
  onContinue?: (() => void) | undefined;
}

/** Room types with their plans (or plans with their room types), selection and summary. */
export function ResultsView({
  result,
  view,
  taxIncluded,
  adults,
  childCount,
  onSearchFrom,
  onContinue,
  policies,
}: ResultsViewProps) {
  const t = useT();
  const intl = useIntl();
  const [selection, setSelection] = useAtom(selectionAtom);
  const [mixed, setMixed] = useState(false);
  const [flightLimit, setFlightLimit] = useState(false);
  const type = view === 'rooms' ? 'rooms' : 'plan';
  // A new answer (another currency picked) may rule out rooms already selected: drop them, the
  // plan itself says why, and the guest could not remove them without a stepper.
  useEffect(() => {
    setSelection((current) => keepSelectable(current, result));
  }, [result]);

  if (result.rooms.length === 0) {
    const next = result.next_available_date;
    return (
      <div className="hb-card hb-empty" role="status">
        <p>
          {next
            ? t('results.nextAvailable', {
                date: intl.formatDate(`${next}T00:00:00`, { dateStyle: 'long' }),
              })
            : t('search.results.none')}
        </p>
        <p className="hb-muted">{t('results.emptyTips')}</p>
        {next && (
          <button type="button" className="hb-btn" onClick={() => onSearchFrom(next)}>
            {t('results.searchFrom', {
              date: intl.formatDate(`${next}T00:00:00`, { dateStyle: 'medium' }),
            })}
          </button>
        )}
      </div>
    );
  }

  const offerProps = (
    room: RoomSearchResponse['rooms'][number],
    plan: RoomSearchResponse['rooms'][number]['room_plans'][number],
    title: string,
  ) => {
    const offering = {
      roomTypeCode: room.room_type_code,
      roomPlanCode: plan.room_plan_code,
      numberOfAdults: adults,
      numberOfChildren: childCount,
      type,
      salePrice: plan.price?.total_price ?? 0,
      paymentType: plan.payment_type,
    } as const;
    const quantity = quantityOf(selection, offering);
    const notInCurrency = currencyRulesOut(result, plan);
    return {
      key: `${room.room_type_code}/${plan.room_plan_code}`,
      room,
      plan,
      title,
      price: shownPlanPrice(result, plan),
      notInCurrency,
      nights: result.nights,
      taxIncluded,
      quantity,
      policy: policies?.get(plan.cancellation_policy_code),
      onQuantity: (next: number) => {
        // Members-only plans show no stepper; refuse a selection all the same.
        if (next > quantity && !canSelect(result, plan)) return;
        if (next > quantity && mixesPaymentMethods(selection, plan.payment_type)) {
          setMixed(true);
          return;
        }
        setMixed(false);
        const overFlight =
          next > quantity &&
          exceedsFlightLimit(selection, plan.room_plan_code, flightPlanCodes(result));
        setFlightLimit(overFlight);
        if (overFlight) return;
        setSelection(setQuantity(selection, offering, next));
      },
    };
  };

  return (
    <>
      {result.checkin_date === null && <p className="hb-muted">{t('results.undatedHint')}</p>}
      {result.flight_withheld && (
        <p className="hb-muted">
          {t(`results.flight.${result.flight_withheld}`, { limit: FLIGHT_ROOM_LIMIT })}
        </p>
      )}
      {result.restricted && <RestrictedNotes restricted={result.restricted} />}
      <CurrencyNote result={result} />
      {view === 'rooms' ? (
        <ul className="hb-list">
          {result.rooms.map((room) => (
            <li key={room.room_type_code} className="hb-card">
              <RoomPhoto room={room} />
              {/* Hotel texts are isolated: a name in a <bdi> (it keeps the layout's alignment),
                  prose with dir=auto, so an English text in the Arabic widget keeps its full
                  stop at its end. */}
              <h3 className="hb-room-name">
                <bdi>{room.room_type_name}</bdi>
              </h3>
              <p className="hb-muted">
                {t('results.roomFacts', { size: room.size_sqm, capacity: room.capacity })}
              </p>
              {room.description && <p dir="auto">{room.description}</p>}
              <ul className="hb-offers">
                {room.room_plans.map((plan) => {
                  const { key, ...props } = offerProps(room, plan, plan.room_plan_name);
                  return <PlanOffer key={key} {...props} />;
                })}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="hb-list">
          {/* The server groups the offers by hotel plan (`plans`), in the rooms' order. */}
          {result.plans.map((group) => (
            <li key={group.hotel_plan_code} className="hb-card">
              <h3 className="hb-room-name">
                <bdi>{group.name}</bdi>
              </h3>
              {group.description && <p dir="auto">{group.description}</p>}
              <ul className="hb-offers">
                {group.rooms.flatMap((room) =>
                  room.room_plans.map((plan) => {
                    const { key, ...props } = offerProps(room, plan, room.room_type_name);
                    return <PlanOffer key={key} {...props} />;
                  }),
                )}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {mixed && (
        <p className="hb-error" role="alert">
          {t('error.paymentMethodsDiffer')}
        </p>
      )}
      {flightLimit && (
        <p className="hb-error" role="alert">
          {t('booking.flight.flight_room_limit', { limit: FLIGHT_ROOM_LIMIT })}
        </p>
      )}
      <SelectionBar
        count={selectedCount(selection)}
        total={shownSelectionTotal(selection, result)}
        currency={shownCurrency(result)}
        // An undated search has no dates to book: no "Continue" (the hint above says why).
        onContinue={result.checkin_date === null ? undefined : onContinue}
      />
    </>
  );
}
