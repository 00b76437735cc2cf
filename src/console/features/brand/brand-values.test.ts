import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BrandSettingsDocumentSchema } from '../../../api/contract/console/brand-settings.ts';
import { brandDocumentOfValues, brandValuesOf } from './brand-values.ts';

const saved = {
  membership: {
    sign_in_active: true,
    sign_up_active: false,
    member_menu_url: '',
    member_login_url: 'https://members.example/sign-in',
  },
};

describe('the brand form values', () => {
  it('give back the document they were made of, which the contract accepts', () => {
    const values = brandValuesOf(saved);
    expect(brandDocumentOfValues(values)).toEqual(saved);
    expect(v.parse(BrandSettingsDocumentSchema, brandDocumentOfValues(values))).toEqual(saved);
  });

  it('refuse a member page that is not https at its field, trimming what is typed', () => {
    const values = {
      ...brandValuesOf(saved),
      'membership.member_menu_url': 'http://members.example/',
      'membership.member_login_url': '  https://members.example/in  ',
    };
    const result = v.safeParse(BrandSettingsDocumentSchema, brandDocumentOfValues(values));
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual([
      'membership.member_menu_url',
    ]);
    const fixed = { ...values, 'membership.member_menu_url': '' };
    expect(
      v.parse(BrandSettingsDocumentSchema, brandDocumentOfValues(fixed)).membership
        .member_login_url,
    ).toBe('https://members.example/in');
  });
});
