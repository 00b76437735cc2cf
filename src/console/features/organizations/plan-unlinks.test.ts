import { describe, expect, it } from 'vitest';
import { unlinkedPlans, unlinkText } from './plan-unlinks.ts';

const plan = (plan_code: string, linked: boolean, published = true) => ({
  hotel_code: 'sakura',
  plan_code,
  name: plan_code,
  linked,
  published,
});
const keyOf = (p: { hotel_code: string; plan_code: string }) => `${p.hotel_code}/${p.plan_code}`;

describe("the organization's corporate plans: unlinking", () => {
  const plans = [plan('corp', true), plan('corp-draft', true, false), plan('open', false)];

  it('finds the plans it has that are no longer checked', () => {
    const checked = new Set(['sakura/corp-draft', 'sakura/open']);
    expect(unlinkedPlans(plans, checked, keyOf).map((p) => p.plan_code)).toEqual(['corp']);
  });

  it('finds none while every plan it has stays checked, whatever else is checked or not', () => {
    expect(unlinkedPlans(plans, new Set(['sakura/corp', 'sakura/corp-draft']), keyOf)).toEqual([]);
    const all = new Set(plans.map(keyOf));
    expect(unlinkedPlans(plans, all, keyOf)).toEqual([]);
  });

  it('says whether the plan opens at once (published) or once it is published', () => {
    expect(unlinkText(plan('corp', true))).toBe('organizations.plans.unlinkPublished');
    expect(unlinkText(plan('corp', true, false))).toBe('organizations.plans.unlinkDraft');
  });
});
