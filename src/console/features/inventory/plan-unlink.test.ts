import { describe, expect, it } from 'vitest';
import { planUnlink, planUnlinkText } from './plan-unlink.ts';

const corporate = { organization_id: 7 };
const values = { organization_id: '', published: true, members_only: false };

describe('the rate plan form: unlinking a corporate plan', () => {
  it('warns when the saved plan has an organisation and the values have none', () => {
    expect(planUnlink(corporate, values)).toEqual({
      organization: '7',
      published: true,
      membersOnly: false,
    });
  });

  it('does not warn while the plan keeps its organisation or moves to another one', () => {
    expect(planUnlink(corporate, { ...values, organization_id: '7' })).toBeNull();
    expect(planUnlink(corporate, { ...values, organization_id: '9' })).toBeNull();
  });

  it('does not warn for a plan that had no organisation, nor for a new plan', () => {
    expect(planUnlink({ organization_id: null }, values)).toBeNull();
    expect(planUnlink(undefined, values)).toBeNull();
    expect(planUnlink(undefined, { ...values, organization_id: '7' })).toBeNull();
  });

  it('says whether the plan opens at once (published) or once published, to guests or members', () => {
    const text = (published: boolean, members_only: boolean) => {
      const unlink = planUnlink(corporate, { organization_id: '', published, members_only });
      return unlink ? planUnlinkText(unlink) : null;
    };
    expect(text(true, false)).toBe('inventory.plan.unlinkPublished');
    expect(text(false, false)).toBe('inventory.plan.unlinkDraft');
    expect(text(true, true)).toBe('inventory.plan.unlinkPublishedMembers');
    expect(text(false, true)).toBe('inventory.plan.unlinkDraftMembers');
  });
});
