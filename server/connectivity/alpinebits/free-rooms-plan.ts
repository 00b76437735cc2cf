import { addDays, daysBetween } from '../../../src/rules/dates.ts';
import { attr, child, children, type XmlNode } from './xml.ts';

/** How far ahead availability is taken (later nights of a message are ignored). */
export const FREE_ROOMS_HORIZON_DAYS = 730;

/** What a FreeRooms message sets: free rooms per room type and night from `today` on. */
export interface FreeRoomsPlan {
  completeSet: boolean;
  /** `${roomTypeId}|${date}` → rooms free to sell that night. */
  free: Map<string, number>;
  /** Nights of closing seasons (every room type 0, CompleteSet only). */
  closed: Set<string>;
}

export interface PlanError {
  code: number;
  message: string;
}

const key = (roomTypeId: number, date: string) => `${roomTypeId}|${date}`;

/**
 * Reads an OTA_HotelInvCountNotifRQ (AlpineBits 2020-10 §4.1) into the nights it sets:
 * - `UniqueID Instance="CompleteSet"` (Type 16 or 35): the message is the whole availability:
 *   every night from today not in it has no free room; one empty `Inventory` resets all;
 * - otherwise a delta: only the nights it names change;
 * - `StatusApplicationControl` Start and End are both included; `InvTypeCode` names a room type
 *   (categories: `InvCode`, single rooms, is not announced nor accepted); `AllInvCode="true"`
 *   without counts is a closing season (CompleteSet only);
 * - `InvCount CountType="2"` is the number of free rooms; no InvCounts means none free; the
 *   out-of-order and out-of-market counts (6, 9) are not announced nor accepted.
 * Nights before today or beyond the horizon are ignored. Errors carry the OTA code of the answer.
 */
export function planFreeRooms(
  request: XmlNode,
  roomTypeId: (code: string) => number | undefined,
  today: string,
): FreeRoomsPlan | PlanError {
  const uniqueId = child(request, 'UniqueID');
  const completeSet = attr(uniqueId, 'Instance') === 'CompleteSet';
  const inventories = children(child(request, 'Inventories'), 'Inventory');
  const horizon = addDays(today, FREE_ROOMS_HORIZON_DAYS);
  const plan: FreeRoomsPlan = { completeSet, free: new Map(), closed: new Set() };
  for (const inventory of inventories) {
    const control = child(inventory, 'StatusApplicationControl');
    if (!control) {
      if (completeSet && inventories.length === 1) continue;
      return {
        code: 450,
        message: 'an Inventory without StatusApplicationControl is only the empty CompleteSet',
      };
    }
    const start = attr(control, 'Start') ?? '';
    const end = attr(control, 'End') ?? '';
    if (end < start)
      return { code: 404, message: `Invalid start/end date combination ${start} ${end}` };
    if (attr(control, 'InvCode') !== undefined)
      return {
        code: 450,
        message: 'single rooms (InvCode) are not supported: send room categories (InvTypeCode)',
      };
    const counts = children(child(inventory, 'InvCounts'), 'InvCount');
    if (counts.some((c) => attr(c, 'CountType') !== '2'))
      return { code: 450, message: 'only CountType 2 (free rooms) is supported' };
    const free = counts.length === 0 ? 0 : Number(attr(counts[0], 'Count') ?? 0);
    const first = start < today ? today : start;
    const last = end >= horizon ? addDays(horizon, -1) : end;
    const nights =
      last < first
        ? []
        : Array.from({ length: daysBetween(first, last) + 1 }, (_, i) => addDays(first, i));
    const all = attr(control, 'AllInvCode');
    if (all === 'true' || all === '1') {
      if (!completeSet)
        return {
          code: 450,
          message: 'closing seasons (AllInvCode) are only allowed in a CompleteSet',
        };
      if (counts.length > 0) return { code: 450, message: 'a closing season has no InvCounts' };
      for (const night of nights) plan.closed.add(night);
      continue;
    }
    const code = attr(control, 'InvTypeCode');
    const id = code === undefined ? undefined : roomTypeId(code);
    if (id === undefined) return { code: 402, message: `Invalid room type ${code ?? '(none)'}` };
    for (const night of nights) plan.free.set(key(id, night), free);
  }
  for (const k of plan.free.keys()) {
    if (plan.closed.has(k.slice(k.indexOf('|') + 1))) plan.free.set(k, 0);
  }
  return plan;
}
