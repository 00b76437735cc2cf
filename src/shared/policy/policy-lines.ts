import type { CancellationPolicy, CancellationPolicyPart } from '../../api/contract/index.ts';
import type { MessageId } from '../../i18n/messages.ts';
import type { Translate } from '../../i18n/react.tsx';

/** A message to translate: its id and ICU values. */
export interface PolicyMessage {
  readonly id: MessageId;
  readonly values: Readonly<Record<string, string | number>>;
}

/** Policies that charge from this many days before check-in can never be cancelled for free. */
const NON_REFUNDABLE_DAYS = 365;

/** `18` → `18:00` (the hotel's local time; parts start on the hour). */
const clock = (hours: number): string => `${String(hours).padStart(2, '0')}:00`;

/** Charged parts in the order they start: most days before first, then the earlier hour. */
function chargedParts(policy: CancellationPolicy): CancellationPolicyPart[] {
  return policy.cancellation_policy_parts
    .filter((p) => p.percentage_of_cost > 0)
    .sort((a, b) => b.days_before - a.days_before || a.hours_after - b.hours_after);
}

function chargeOf(percent: number): PolicyMessage {
  return percent >= 100
    ? { id: 'pol.charge.full', values: {} }
    : { id: 'pol.charge.percent', values: { percent } };
}

/**
 * The policy as messages: one line per charged part ("Cancelling 3 days before check-in or
 * later: 50% of the stay"; day 0 is the check-in day; `hours_after` is the hour that day from
 * which the charge applies), "free before check-in" when nothing is charged, then the no-show
 * line. `charge` is a nested message, translated first.
 */
export function policyLineMessages(
  policy: CancellationPolicy,
): { line: PolicyMessage; charge?: PolicyMessage }[] {
  const parts = chargedParts(policy);
  const lines: { line: PolicyMessage; charge?: PolicyMessage }[] = parts.map((p) => {
    const charge = chargeOf(p.percentage_of_cost);
    const timed = p.hours_after > 0;
    if (p.days_before === 0) {
      return {
        line: timed
          ? { id: 'pol.line.checkinDayFrom', values: { time: clock(p.hours_after) } }
          : { id: 'pol.line.checkinDay', values: {} },
        charge,
      };
    }
    return {
      line: timed
        ? {
            id: 'pol.line.daysBeforeFrom',
            values: { days: p.days_before, time: clock(p.hours_after) },
          }
        : { id: 'pol.line.daysBefore', values: { days: p.days_before } },
      charge,
    };
  });
  if (parts.length === 0) lines.push({ line: { id: 'pol.line.free', values: {} } });
  lines.push({
    line: { id: 'pol.line.noShow', values: { percent: policy.no_show_percentage_of_cost } },
  });
  return lines;
}

/** The policy's lines in the active locale. */
export function policyLines(policy: CancellationPolicy, t: Translate): string[] {
  return policyLineMessages(policy).map(({ line, charge }) =>
    t(line.id, charge ? { ...line.values, charge: t(charge.id, charge.values) } : line.values),
  );
}

/**
 * One line for a plan: the strictest free-cancellation deadline, i.e. until the first charged
 * part starts ("Free cancellation until 3 days before check-in"); "Non-refundable" when the
 * charge starts a year or more ahead.
 */
export function policySummaryMessage(policy: CancellationPolicy): PolicyMessage {
  const first = chargedParts(policy)[0];
  if (!first) return { id: 'pol.summary.free', values: {} };
  if (first.days_before >= NON_REFUNDABLE_DAYS)
    return { id: 'pol.summary.nonRefundable', values: {} };
  const timed = first.hours_after > 0;
  if (first.days_before === 0) {
    return timed
      ? { id: 'pol.summary.checkinDayTime', values: { time: clock(first.hours_after) } }
      : { id: 'pol.summary.dayBeforeCheckin', values: {} };
  }
  return timed
    ? {
        id: 'pol.summary.untilTime',
        values: { days: first.days_before, time: clock(first.hours_after) },
      }
    : { id: 'pol.summary.until', values: { days: first.days_before } };
}
