import type { RoomPlanResult, RoomSearchResponse } from '../../api/contract/rooms.ts';
import { convertMinor, type ShownPrice, shownRoomPrice } from '../../money/shown-price.ts';
import { paymentTypeError } from '../../shared/payment/payment.ts';
import type { SelectedRoom } from '../../shared/search/selection.ts';

/** The currency the results are shown in: the guest's (converted answer) or the hotel's. */
export function shownCurrency(result: RoomSearchResponse): string {
  return result.mcp_currency ?? result.currency;
}

/** One plan's price for the stay as shown; null without dates (undated search). */
export function shownPlanPrice(
  result: RoomSearchResponse,
  plan: RoomPlanResult,
): ShownPrice | null {
  return plan.price ? shownRoomPrice(plan.price, result.currency) : null;
}

/**
 * The selection's total in the results' currency, so the bar under the plans never shows
 * another currency than the plans themselves. Each room takes its price from the answer on
 * screen; a selected room the answer no longer lists keeps its last server price (hotel
 * currency), converted at the answer's rate when the results are converted.
 */
export function shownSelectionTotal(
  selection: readonly SelectedRoom[],
  result: RoomSearchResponse,
): number {
  const currency = shownCurrency(result);
  let total = 0;
  for (const entry of selection) {
    const plan = result.rooms
      .find((room) => room.room_type_code === entry.roomTypeCode)
      ?.room_plans.find((p) => p.room_plan_code === entry.roomPlanCode);
    const shown = plan ? shownPlanPrice(result, plan) : null;
    let each: number;
    if (shown && shown.currency === currency) {
      each = shown.total;
    } else if (currency === result.currency) {
      each = entry.salePrice;
    } else {
      each = result.mcp_exchange_rate
        ? (convertMinor(entry.salePrice, result.mcp_exchange_rate) ?? 0)
        : 0;
    }
    total += each * entry.quantity;
  }
  return total;
}

/**
 * Set when the answer's currency rules this plan out: the payment step's own rule (a currency
 * other than JPY books only plans paid by card online, spec §5), applied here so the guest is
 * not stopped there. Gives the currencies the hint names.
 */
export function currencyRulesOut(
  result: RoomSearchResponse,
  plan: RoomPlanResult,
): { currency: string; hotelCurrency: string } | undefined {
  const currency = shownCurrency(result);
  if (currency === result.currency) return undefined;
  return paymentTypeError(plan.payment_type, [plan], currency) === undefined
    ? undefined
    : { currency, hotelCurrency: result.currency };
}

/** Whether the guest may select this plan now (members-only plans need a sign-in). */
export function canSelect(result: RoomSearchResponse, plan: RoomPlanResult): boolean {
  return plan.bookable !== false && currencyRulesOut(result, plan) === undefined;
}

/**
 * The selection without rooms the answer on screen no longer lets the guest book (another
 * currency was picked, a plan became members-only). Rooms the answer does not list are kept.
 */
export function keepSelectable(
  selection: SelectedRoom[],
  result: RoomSearchResponse,
): SelectedRoom[] {
  const kept = selection.filter((entry) => {
    const plan = result.rooms
      .find((room) => room.room_type_code === entry.roomTypeCode)
      ?.room_plans.find((p) => p.room_plan_code === entry.roomPlanCode);
    return !plan || canSelect(result, plan);
  });
  return kept.length === selection.length ? selection : kept;
}
