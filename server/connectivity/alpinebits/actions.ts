import type { AlpineBitsAction } from './action.ts';
import { freeRooms } from './free-rooms.ts';
import { acknowledgeGuestRequests, readGuestRequests } from './guest-requests.ts';
import { mergeCapabilities } from './handshake.ts';
import { inventoryPush } from './inventory.ts';
import { pingAction } from './ping.ts';
import { ratePlans } from './rate-plans.ts';

/** The actions this server answers, by `action` parameter; the handshake announces exactly these. */
export function alpineBitsActions(): ReadonlyMap<string, AlpineBitsAction> {
  const list: AlpineBitsAction[] = [];
  const ping = pingAction(() => mergeCapabilities(list.map((a) => a.capability)));
  list.push(ping, readGuestRequests, acknowledgeGuestRequests, freeRooms, inventoryPush, ratePlans);
  return new Map(list.map((a) => [a.name, a]));
}
