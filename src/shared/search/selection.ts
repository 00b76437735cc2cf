import type { PaymentType } from '../../api/contract/common.ts';

/** One selected offering (spec §3 "Selected room entry"), keyed by its unique combination. */
export interface SelectedRoom {
  roomTypeCode: string;
  roomPlanCode: string;
  numberOfAdults: number;
  numberOfChildren: number;
  type: 'rooms' | 'plan';
  quantity: number;
  /** Price of one room for the stay, from the server's search answer (minor units). */
  salePrice: number;
  paymentType: PaymentType;
}

export type SelectionKey = Pick<
  SelectedRoom,
  'roomTypeCode' | 'roomPlanCode' | 'numberOfAdults' | 'numberOfChildren' | 'type'
>;

const sameOffering = (a: SelectionKey, b: SelectionKey) =>
  a.roomTypeCode === b.roomTypeCode &&
  a.roomPlanCode === b.roomPlanCode &&
  a.numberOfAdults === b.numberOfAdults &&
  a.numberOfChildren === b.numberOfChildren &&
  a.type === b.type;

/** How many of one offering are selected. */
export function quantityOf(selection: readonly SelectedRoom[], key: SelectionKey): number {
  return selection.find((entry) => sameOffering(entry, key))?.quantity ?? 0;
}

/**
 * Sets the quantity of one offering (spec §4: per unique combination of room type, plan, adults,
 * children and type; never below 0). Zero removes the entry; `max` caps it (plan limit).
 */
export function setQuantity(
  selection: readonly SelectedRoom[],
  offering: Omit<SelectedRoom, 'quantity'>,
  quantity: number,
  max = Number.POSITIVE_INFINITY,
): SelectedRoom[] {
  const next = Math.max(0, Math.min(Math.floor(quantity), max));
  const rest = selection.filter((entry) => !sameOffering(entry, offering));
  return next === 0 ? rest : [...rest, { ...offering, quantity: next }];
}

/** Rooms selected in total. */
export function selectedCount(selection: readonly SelectedRoom[]): number {
  return selection.reduce((sum, entry) => sum + entry.quantity, 0);
}

/** Total of the selection in minor units (server prices; the booking step re-prices). */
export function selectionTotal(selection: readonly SelectedRoom[]): number {
  return selection.reduce((sum, entry) => sum + entry.salePrice * entry.quantity, 0);
}

/**
 * Spec §5: rooms booked together must share one payment method. True when adding `paymentType`
 * to the selection would mix methods.
 */
export function mixesPaymentMethods(
  selection: readonly SelectedRoom[],
  paymentType: PaymentType,
): boolean {
  return selection.some((entry) => entry.quantity > 0 && entry.paymentType !== paymentType);
}
