import type { CancellationPolicyPart } from '../../src/api/contract/index.ts';
import { addDays, localTime } from '../../src/rules/dates.ts';

export interface PolicyRules {
  parts: readonly CancellationPolicyPart[];
  no_show_percentage: number;
}

/** Local wall-clock moment `YYYY-MM-DD HH:MM` from which a part's percentage applies. */
export function partStartsAt(checkin: string, part: CancellationPolicyPart): string {
  const hour = String(Math.min(Math.max(part.hours_after, 0), 23)).padStart(2, '0');
  return `${addDays(checkin, -part.days_before)} ${hour}:00`;
}

export type CancelVerdict =
  | { allowed: true; percentage: number; fee: number }
  | { allowed: false; reason: 'checkin_day' | 'after_checkin'; percentage: number; fee: number };

/**
 * The fee for cancelling now. A part `{days_before: 1, hours_after: 18, percentage_of_cost: 50}`
 * means "from 18:00 hotel time the day before check-in, 50%"; the highest part already started
 * applies. Times are compared as hotel-local wall-clock strings, so the hotel's midnight — not
 * the server's — decides the day. On the check-in day (and after) cancelling online is refused
 * (spec product.md §5), and the fee shown is the no-show rate.
 */
export function cancellationFee(
  policy: PolicyRules,
  checkin: string,
  totalPrice: number,
  now: Date,
  timeZone: string,
): CancelVerdict {
  const local = localTime(now, timeZone);
  const nowKey = `${local.date} ${local.time}`;
  const fee = (percentage: number): number => Math.floor((totalPrice * percentage) / 100);
  if (local.date >= checkin) {
    const percentage = policy.no_show_percentage;
    return {
      allowed: false,
      reason: local.date === checkin ? 'checkin_day' : 'after_checkin',
      percentage,
      fee: fee(percentage),
    };
  }
  let percentage = 0;
  for (const part of policy.parts) {
    if (nowKey >= partStartsAt(checkin, part))
      percentage = Math.max(percentage, part.percentage_of_cost);
  }
  return { allowed: true, percentage, fee: fee(percentage) };
}

/** The last free-cancellation moment (hotel local `YYYY-MM-DDTHH:MM`), or null if none is free. */
export function cancelBeforeAt(policy: PolicyRules, checkin: string): string | null {
  const charged = policy.parts
    .filter((p) => p.percentage_of_cost > 0)
    .map((p) => partStartsAt(checkin, p));
  charged.push(`${checkin} 00:00`);
  charged.sort();
  const first = charged[0];
  return first ? first.replace(' ', 'T') : null;
}

/** Human-readable lines of a policy (English; the widget may render its own from the parts). */
export function policyLines(policy: PolicyRules): string[] {
  const parts = [...policy.parts].sort((a, b) => b.days_before - a.days_before);
  const lines = parts.map((p) => {
    const when =
      p.days_before === 0 ? 'On the check-in day' : `From ${p.days_before} day(s) before check-in`;
    const time = p.hours_after > 0 ? ` after ${String(p.hours_after).padStart(2, '0')}:00` : '';
    return `${when}${time}: ${p.percentage_of_cost}% of the cost`;
  });
  lines.push(`No-show: ${policy.no_show_percentage}% of the cost`);
  return lines;
}
