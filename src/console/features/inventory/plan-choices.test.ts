import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RatePlanInputSchema } from '../../../api/contract/console/inventory.ts';
import { ratePlanInput, ratePlanValues } from './catalogue-values.ts';
import { defaultPolicy, organizationChoices, policyChoices } from './plan-choices.ts';

const texts = {
  noOrganization: 'None',
  organizationNumber: (id: string) => `Organization no. ${id}`,
  choosePolicy: 'Choose a policy',
};
const policies = [
  { code: 'flex', title: 'Flexible' },
  { code: 'strict', title: 'Non-refundable' },
];
const organizations = [
  { id: 7, code: 'acme', name: 'ACME', display_name: 'ACME Travel' },
  { id: 9, code: 'globex', name: 'Globex', display_name: '' },
];

describe('the rate plan form: cancellation policy and organisation choices', () => {
  it('lists the policies by title and code, the current one chosen among them', () => {
    expect(policyChoices(policies, 'strict', texts)).toEqual([
      { value: 'flex', label: 'Flexible (flex)' },
      { value: 'strict', label: 'Non-refundable (strict)' },
    ]);
  });

  it('keeps a policy the list lacks (not readable, or removed) so the plan saves it unchanged', () => {
    expect(policyChoices(null, 'old', texts)).toEqual([{ value: 'old', label: 'old' }]);
    expect(policyChoices(policies, 'old', texts)[0]).toEqual({ value: 'old', label: 'old' });
  });

  it('asks for a policy while a new plan has none (the schema refuses the empty one)', () => {
    const choices = policyChoices([], '', texts);
    expect(choices).toEqual([{ value: '', label: 'Choose a policy' }]);
    const values = { ...ratePlanValues(), code: 'p', room_type_code: 't', name: 'P' };
    expect(v.safeParse(RatePlanInputSchema, ratePlanInput(values)).success).toBe(false);
  });

  it('takes any code the hotel lists allow for a policy (underscores too)', () => {
    const values = {
      ...ratePlanValues(),
      code: 'p',
      room_type_code: 't',
      name: 'P',
      cancellation_policy_code:
        policyChoices([{ code: 'no_show', title: 'No-show' }], 'no_show', texts)[0]?.value ?? '',
    };
    expect(v.parse(RatePlanInputSchema, ratePlanInput(values)).cancellation_policy_code).toBe(
      'no_show',
    );
  });

  it('a new plan starts with the first policy of the list, else the one other plans use', () => {
    expect(defaultPolicy(policies, [{ cancellation_policy_code: 'strict' }])).toBe('flex');
    expect(defaultPolicy(null, [{ cancellation_policy_code: 'strict' }])).toBe('strict');
    expect(defaultPolicy([], [])).toBe('');
  });

  it('offers "none" first, then the organisations by name (the code when it has no display name)', () => {
    expect(organizationChoices(organizations, '', texts)).toEqual([
      { value: '', label: 'None' },
      { value: '7', label: 'ACME Travel (acme)' },
      { value: '9', label: 'Globex (globex)' },
    ]);
  });

  it('shows the plan’s organisation to a role that cannot read the list, and lets it stay', () => {
    const choices = organizationChoices(null, '7', texts);
    expect(choices).toEqual([
      { value: '', label: 'None' },
      { value: '7', label: 'Organization no. 7' },
    ]);
    const values = {
      ...ratePlanValues(),
      code: 'corp',
      room_type_code: 'twin',
      name: 'Corporate',
      cancellation_policy_code: 'flex',
      organization_id: choices[1]?.value ?? '',
    };
    expect(v.parse(RatePlanInputSchema, ratePlanInput(values)).organization_id).toBe(7);
    expect(
      v.parse(RatePlanInputSchema, ratePlanInput({ ...values, organization_id: '' }))
        .organization_id,
    ).toBeNull();
  });
});
