import type { Extra } from '../../../../api/contract/catalogue.ts';
import type { BookExtra } from '../../../../api/contract/reservation.ts';
import type { ApiError } from '../../../../api/errors/api-error.ts';
import type { IsoDay } from '../../../../shared/form/rule-types.ts';
import { extraQuantityOptions, isExtraListed, orderableExtraDates } from '../../rules/extras.ts';

/** An extra the guest can order, with the stay's days it can be delivered on. */
export interface ListedExtra {
  readonly extra: Extra;
  /** Dated extras: orderable nights of the stay (booking-available and priced). Generic: []. */
  readonly dates: readonly IsoDay[];
  /** Already part of one of the booked plans (`inclusive_extra_ids`): more can still be added. */
  readonly included: boolean;
}

/**
 * The extras the section lists (product §3): generic ones, and dated ones only on nights of
 * the stay that are both booking-available and priced. An extra with nothing left to order
 * (sold out, max 0) is left out, unless the guest already chose it (a restored draft) so the
 * choice stays visible and can be removed.
 */
export function listedExtras(
  extras: readonly Extra[],
  stay: { readonly checkin: IsoDay; readonly checkout: IsoDay },
  inclusiveIds: ReadonlySet<string>,
  chosen: readonly BookExtra[],
): ListedExtra[] {
  const listed: ListedExtra[] = [];
  for (const extra of extras) {
    if (!isExtraListed(extra)) continue;
    const dates = orderableExtraDates(extra).filter(
      (day) => stay.checkin <= day && day < stay.checkout,
    );
    if (extra.extra_type === 'dated' && dates.length === 0) continue;
    const orderable = extraQuantityOptions(extra).length > 1;
    if (!orderable && !chosen.some((c) => c.extra_id === extra.extra_id)) continue;
    listed.push({ extra, dates, included: inclusiveIds.has(extra.extra_id) });
  }
  return listed;
}

/** The unit price shown for an extra on a day (dated) or in general (generic), in minor units. */
export function unitPrice(
  extra: Extra,
  date: IsoDay | null,
  taxIncluded: boolean,
): number | undefined {
  const entry =
    extra.prices.find((p) => p.date === date) ?? (date === null ? extra.prices[0] : undefined);
  if (!entry) return undefined;
  return taxIncluded ? entry.price : entry.price_without_tax;
}

const sameLine = (line: BookExtra, extraId: string, date: IsoDay | undefined): boolean =>
  line.extra_id === extraId && line.date === date;

/** The quantity chosen for an extra (on a day for dated ones); 0 when not chosen. */
export function quantityOf(
  value: readonly BookExtra[],
  extraId: string,
  date?: IsoDay | undefined,
): number {
  return value.find((line) => sameLine(line, extraId, date))?.quantity ?? 0;
}

/**
 * The extras after choosing `quantity` of one (on one day): 0 removes the line, a new line is
 * appended, an existing one keeps its place (the server's error payload names lines by index).
 */
export function setQuantity(
  value: readonly BookExtra[],
  extraId: string,
  date: IsoDay | undefined,
  quantity: number,
): BookExtra[] {
  const index = value.findIndex((line) => sameLine(line, extraId, date));
  const line: BookExtra = { extra_id: extraId, quantity, ...(date ? { date } : {}) };
  if (quantity <= 0) return value.filter((_, i) => i !== index);
  if (index === -1) return [...value, line];
  return value.map((existing, i) => (i === index ? line : existing));
}

/** The extras after moving a dated line to another day (the other days' lines stay). */
export function moveDate(
  value: readonly BookExtra[],
  extraId: string,
  from: IsoDay,
  to: IsoDay,
): BookExtra[] {
  if (from === to) return [...value];
  const target = value.find((line) => sameLine(line, extraId, to));
  const moved = value.map((line) => (sameLine(line, extraId, from) ? { ...line, date: to } : line));
  // Two lines on one day would be refused as a duplicate: add them up instead.
  if (!target) return moved;
  const quantity = quantityOf(value, extraId, from) + target.quantity;
  return setQuantity(
    moved.filter((line) => line !== target),
    extraId,
    to,
    quantity,
  );
}

/** A dated extra's chosen lines, in the order they were chosen. */
export function datedLines(value: readonly BookExtra[], extraId: string): BookExtra[] {
  return value.filter((line) => line.extra_id === extraId && line.date !== undefined);
}

/** The extras codes of doc 2 §8 (1100–1106). */
export function isExtrasError(error: ApiError | undefined): error is ApiError {
  return typeof error?.code === 'number' && error.code >= 1100 && error.code <= 1106;
}

/**
 * The extra an error is about, when its payload names one: `extra_id` directly, or the
 * server's `field` (`extras.2.quantity`) as an index into the extras that were sent.
 */
export function errorExtraId(error: ApiError, sent: readonly BookExtra[]): string | undefined {
  const payload = error.payload;
  if (payload === null || typeof payload !== 'object') return undefined;
  const direct: unknown = Reflect.get(payload, 'extra_id');
  if (typeof direct === 'string' && direct !== '') return direct;
  const field: unknown = Reflect.get(payload, 'field');
  if (typeof field !== 'string') return undefined;
  const match = /^extras\.(\d+)(\.|$)/.exec(field);
  return match ? sent[Number(match[1])]?.extra_id : undefined;
}
