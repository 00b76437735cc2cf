import { useLocation } from 'wouter';
import type { LotteryEntry } from '../../api/contract/lottery.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { type Load, useLoad } from '../../shared/load/use-load.ts';
import { loadEntry } from './lottery-api.ts';

/** The member's entry named in the address. */
export function useEntry(entryNumber: string): Load<LotteryEntry> {
  const api = useApi();
  return useLoad((signal) => loadEntry(api, entryNumber, signal), [api, entryNumber]);
}

/** A won stay can still be booked: the deadline has not passed (the server checks again). */
export const bookable = (entry: LotteryEntry, now = Date.now()): boolean =>
  entry.status === 'winner_reservation_pending' && now < Date.parse(entry.reservation_deadline);

/** How a screen starts a winner's booking (the app composes it with the booking steps). */
export type StartLotteryBooking = (entry: LotteryEntry) => void;

/** The last segment of the address: the entry or reservation number of the lottery routes. */
export function usePathNumber(): string {
  const [path] = useLocation();
  return decodeURIComponent(path.split('/').pop() ?? '');
}
