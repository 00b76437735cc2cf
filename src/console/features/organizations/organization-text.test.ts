import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  OrganizationAccountSchema,
  OrganizationPeriodInputSchema,
} from '../../../api/contract/console/organizations.ts';
import { organizationReason, organizationRoleText } from './organization-text.ts';

const reasonsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => organizationReason(issue.message));
};

describe('organization forms', () => {
  it('says a period that ends before it starts, at its last day', () => {
    const result = v.safeParse(OrganizationPeriodInputSchema, {
      year: 2026,
      name: 'H1',
      starts_on: '2026-06-30',
      ends_on: '2026-01-01',
      max_nights: 5,
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => [v.getDotPath(i), organizationReason(i.message)])).toEqual([
      ['ends_on', 'organizations.periods.order'],
    ]);
  });

  it("says the member password rule in the console's words", () => {
    expect(
      reasonsOf(OrganizationAccountSchema, {
        first_name: 'Aoi',
        last_name: 'H',
        password: 'short',
      }),
    ).toEqual(['organizations.join.passwordRule']);
    expect(
      reasonsOf(OrganizationAccountSchema, {
        first_name: 'Aoi',
        last_name: 'H',
        password: 'Hinoki2026pw',
      }),
    ).toEqual([]);
  });

  it('names any role containing admin an admin (product.md §6)', () => {
    expect(organizationRoleText('admin')).toBe('organizations.role.admin');
    expect(organizationRoleText('travel_admin')).toBe('organizations.role.admin');
    expect(organizationRoleText('member')).toBe('organizations.role.member');
  });
});
