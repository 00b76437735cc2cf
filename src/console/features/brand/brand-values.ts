import type * as v from 'valibot';
import type {
  BrandSettingsDocumentInput,
  BrandSettingsDocumentSchema,
} from '../../../api/contract/console/brand-settings.ts';

/** The brand form's values: one per field, named by the document's dot path. */
export interface BrandValues {
  'membership.sign_in_active': boolean;
  'membership.sign_up_active': boolean;
  'membership.member_menu_url': string;
  'membership.member_login_url': string;
}

/** The form's values of a saved document. */
export function brandValuesOf(doc: BrandSettingsDocumentInput): BrandValues {
  return {
    'membership.sign_in_active': doc.membership.sign_in_active,
    'membership.sign_up_active': doc.membership.sign_up_active,
    'membership.member_menu_url': doc.membership.member_menu_url,
    'membership.member_login_url': doc.membership.member_login_url,
  };
}

/** The document the values say (what the contract's schema checks and the save sends). */
export function brandDocumentOfValues(
  values: BrandValues,
): v.InferInput<typeof BrandSettingsDocumentSchema> {
  return {
    membership: {
      sign_in_active: values['membership.sign_in_active'],
      sign_up_active: values['membership.sign_up_active'],
      member_menu_url: values['membership.member_menu_url'],
      member_login_url: values['membership.member_login_url'],
    },
  };
}
