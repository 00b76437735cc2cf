import { cancelBeforeAt } from '../../domain/cancellation.ts';
import type { PolicyRow } from '../catalogue.ts';

/**
 * The strictest of the policies of a booking's plans: the one whose free cancellation ends
 * first (never free counts as first), then the higher no-show rate. A booking of several plans
 * is shown and charged by this one, so the guest is never promised more than every plan allows.
 */
export function strictestPolicy(
  policies: readonly PolicyRow[],
  checkin: string,
): PolicyRow | undefined {
  const freeUntil = (p: PolicyRow): string =>
    cancelBeforeAt({ parts: p.parts, no_show_percentage: p.no_show_percentage }, checkin) ?? '';
  let best: PolicyRow | undefined;
  for (const p of policies) {
    if (!best) {
      best = p;
      continue;
    }
    const a = freeUntil(p);
    const b = freeUntil(best);
    if (a < b || (a === b && p.no_show_percentage > best.no_show_percentage)) best = p;
  }
  return best;
}
