import * as v from 'valibot';
import { INVALID } from './hotel.ts';

/**
 * The brand's settings in the hotel console (issue 38): what every hotel of the brand shares and
 * the widget reads in its start-up settings (`facility_shell.sign_up_active`,
 * `facility_shell.brand_integrations`) and its `settings/sign_in_button` answer. The owner's
 * (`brand.settings`); each changed field is audited. The brand's own additional questions are a
 * list of their own (the hotel questions' schema: console/hotel-lists.ts).
 */

/** An address of the brand's own member pages: https, or empty for none. */
const PageAddressSchema = v.pipe(
  v.string(INVALID.url),
  v.trim(),
  v.maxLength(500, INVALID.tooLong),
  v.check((value) => value === '' || /^https:\/\/[^\s"'<>\\]+$/i.test(value), INVALID.url),
);

export const BrandMembershipSchema = v.object({
  /** Guests may sign in (a hotel shows the header's button when it has it on too). */
  sign_in_active: v.boolean(),
  /** Guests may make a member account (the sign-in screen offers it). */
  sign_up_active: v.boolean(),
  /** The brand's own member page the member menu's account item opens; '' for the widget's. */
  member_menu_url: PageAddressSchema,
  /** The brand's own sign-in page guests go to instead of the widget's; '' for the widget's. */
  member_login_url: PageAddressSchema,
});

export const BrandSettingsDocumentSchema = v.object({ membership: BrandMembershipSchema });
export type BrandSettingsDocument = v.InferOutput<typeof BrandSettingsDocumentSchema>;
export type BrandSettingsDocumentInput = v.InferInput<typeof BrandSettingsDocumentSchema>;

export const BrandSettingsAnswerSchema = v.object({
  data: v.object({
    brand_code: v.string(),
    brand_name: v.string(),
    saved: BrandSettingsDocumentSchema,
  }),
});

/** A saved change: the fields that changed (dot paths), none when nothing did. */
export const BrandSettingsSavedSchema = v.object({
  data: v.object({ saved: BrandSettingsDocumentSchema, changed: v.array(v.string()) }),
});
