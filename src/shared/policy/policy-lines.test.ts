import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json' with { type: 'json' };
import en from '../../../locales/en.json' with { type: 'json' };
import type { CancellationPolicy, CancellationPolicyPart } from '../../api/contract/index.ts';
import { createAppIntl } from '../../i18n/create-intl.ts';
import type { Translate } from '../../i18n/react.tsx';
import { policyLines, policySummaryMessage } from './policy-lines.ts';

const translator =
  (intl: ReturnType<typeof createAppIntl>): Translate =>
  (id, values) =>
    String(intl.formatMessage({ id }, values));
const t = translator(createAppIntl('en', en));

const policy = (parts: CancellationPolicyPart[], noShow = 100): CancellationPolicy => ({
  code: 'p',
  title: 'Policy',
  lines: [],
  cancel_before_at: null,
  cancellation_policy_parts: parts,
  no_show_percentage_of_cost: noShow,
});
const part = (days_before: number, percentage_of_cost: number, hours_after = 0) => ({
  days_before,
  hours_after,
  percentage_of_cost,
});
const summary = (p: CancellationPolicy) => {
  const m = policySummaryMessage(p);
  return t(m.id, m.values);
};

describe('policy lines', () => {
  it('lists charged parts from the earliest, then the no-show line', () => {
    expect(policyLines(policy([part(1, 50), part(3, 20)]), t)).toEqual([
      'Cancelling 3 days before check-in or later: 20% of the stay',
      'Cancelling 1 day before check-in or later: 50% of the stay',
      'No-show: 100%',
    ]);
  });

  it('calls 0 days the check-in day and says "the full price" for 100%', () => {
    expect(policyLines(policy([part(0, 100)], 100), t)).toEqual([
      'Cancelling on the check-in day: the full price of the stay',
      'No-show: 100%',
    ]);
  });

  it('reads hours_after as the hour from which the charge applies that day', () => {
    expect(policyLines(policy([part(0, 80, 15), part(1, 50, 18)], 80), t)).toEqual([
      'Cancelling from 18:00, 1 day before check-in, or later: 50% of the stay',
      'Cancelling on the check-in day from 15:00: 80% of the stay',
      'No-show: 80%',
    ]);
  });

  it('orders parts of the same day by hour and drops free (0%) parts', () => {
    const lines = policyLines(policy([part(2, 60, 20), part(5, 0), part(2, 30, 9)], 100), t);
    expect(lines).toEqual([
      'Cancelling from 09:00, 2 days before check-in, or later: 30% of the stay',
      'Cancelling from 20:00, 2 days before check-in, or later: 60% of the stay',
      'No-show: 100%',
    ]);
  });

  it('says cancelling is free when there are no parts, and keeps the no-show charge', () => {
    expect(policyLines(policy([], 0), t)).toEqual([
      'Cancelling before check-in: free of charge',
      'No-show: 0%',
    ]);
  });

  it('uses Arabic plural forms', () => {
    const tAr = translator(createAppIntl('ar', ar));
    const [two] = policyLines(policy([part(2, 50)]), tAr);
    expect(two).toContain('يومين');
    const [three] = policyLines(policy([part(3, 50)]), tAr);
    expect(three).toContain('أيام');
  });
});

describe('policy summary', () => {
  it('gives the free-cancellation deadline of the first charged part', () => {
    expect(summary(policy([part(1, 50), part(3, 20)]))).toBe(
      'Free cancellation until 3 days before check-in',
    );
    expect(summary(policy([part(1, 30, 18)]))).toBe(
      'Free cancellation until 18:00, 1 day before check-in',
    );
  });

  it('handles the check-in day, no parts and non-refundable policies', () => {
    expect(summary(policy([part(0, 100)]))).toBe('Free cancellation until the day before check-in');
    expect(summary(policy([part(0, 100, 12)]))).toBe(
      'Free cancellation until 12:00 on the check-in day',
    );
    expect(summary(policy([]))).toBe('Free cancellation before check-in');
    expect(summary(policy([part(400, 100)]))).toBe('Non-refundable');
  });
});
