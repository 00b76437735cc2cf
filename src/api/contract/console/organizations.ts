import * as v from 'valibot';
import { DateSchema } from '../common.ts';
import { PasswordSchema } from '../membership.ts';
import { INVALID, LocaleSchema, LocalisedNamesSchema, text } from './hotel.ts';

/**
 * The console's corporate organizations (issue 41): a brand's companies, who belongs to them
 * and with which role, their stay allowance per period, and their corporate plans. The
 * organization's own screens (sign-in, allowance, admin view) are the widget's, unchanged.
 */

/** What staff sign in through (`/corporate/{code}/sign-in`): unique per brand, never changed. */
export const OrganizationCodeSchema = v.pipe(
  v.string(INVALID.required),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){1,63}$/, INVALID.code),
);

/** The names of an organization: its legal name, the name guests see, and that name per locale. */
export const OrganizationNamesSchema = v.object({
  name: text(200),
  display_name: text(200),
  display_name_translations: v.optional(LocalisedNamesSchema, {}),
});

export const CreateOrganizationSchema = v.object({
  code: OrganizationCodeSchema,
  ...OrganizationNamesSchema.entries,
});
export type CreateOrganization = v.InferOutput<typeof CreateOrganizationSchema>;

export const UpdateOrganizationSchema = OrganizationNamesSchema;
export type UpdateOrganization = v.InferOutput<typeof UpdateOrganizationSchema>;

/** `admin` sees the organization's admin view in the widget (product.md §6). */
export const OrganizationRoleSchema = v.picklist(['member', 'admin'], INVALID.required);
export type OrganizationRole = v.InferOutput<typeof OrganizationRoleSchema>;

/** An invitation by e-mail, in the invitee's language; the link works once, for 7 days. */
export const InviteOrganizationMemberSchema = v.object({
  email: v.pipe(v.string(INVALID.required), v.trim(), v.toLowerCase(), v.email(INVALID.email)),
  role: OrganizationRoleSchema,
  locale: LocaleSchema,
});
export type InviteOrganizationMember = v.InferOutput<typeof InviteOrganizationMemberSchema>;

export const SetOrganizationRoleSchema = v.object({ role: OrganizationRoleSchema });

const Nights = v.pipe(
  v.number(INVALID.number),
  v.integer(INVALID.number),
  v.minValue(0, INVALID.number),
  v.maxValue(366, INVALID.number),
);

/** One allowance period: a named date range of a year and the nights each member may stay. */
export const OrganizationPeriodInputSchema = v.pipe(
  v.object({
    year: v.pipe(
      v.number(INVALID.number),
      v.integer(INVALID.number),
      v.minValue(2000, INVALID.number),
      v.maxValue(2100, INVALID.number),
    ),
    name: text(40),
    starts_on: v.pipe(v.string(INVALID.required), v.isoDate(INVALID.required)),
    ends_on: v.pipe(v.string(INVALID.required), v.isoDate(INVALID.required)),
    max_nights: Nights,
  }),
  v.forward(
    v.check((p) => p.starts_on <= p.ends_on, 'order'),
    ['ends_on'],
  ),
);
export type OrganizationPeriodInput = v.InferOutput<typeof OrganizationPeriodInputSchema>;

/** The whole list of periods (saved whole); a year's period names are each used once. */
export const SetOrganizationPeriodsSchema = v.object({
  periods: v.pipe(
    v.array(OrganizationPeriodInputSchema),
    v.maxLength(60),
    v.check(
      (list) => new Set(list.map((p) => `${p.year}:${p.name}`)).size === list.length,
      INVALID.duplicate,
    ),
  ),
});

/** A plan of one of the brand's hotels. */
export const PlanRefSchema = v.object({
  hotel_code: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  plan_code: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

/** The organization's corporate plans, saved whole: others it had are no longer its own. */
export const SetOrganizationPlansSchema = v.object({
  plans: v.pipe(v.array(PlanRefSchema), v.maxLength(200)),
});

export const OrganizationSummarySchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  display_name: v.string(),
  members: v.number(),
  admins: v.number(),
  created_at: v.string(),
});
export type OrganizationSummary = v.InferOutput<typeof OrganizationSummarySchema>;

export const OrganizationListResponseSchema = v.object({
  data: v.array(OrganizationSummarySchema),
});

export const OrganizationMemberSchema = v.object({
  member_id: v.number(),
  name: v.string(),
  email: v.string(),
  role: v.string(),
  joined_at: v.string(),
});

export const OrganizationInvitationSchema = v.object({
  id: v.number(),
  email: v.string(),
  role: OrganizationRoleSchema,
  locale: v.string(),
  created_at: v.string(),
  expires_at: v.string(),
});

export const OrganizationPeriodSchema = v.object({
  id: v.number(),
  year: v.number(),
  name: v.string(),
  starts_on: DateSchema,
  ends_on: DateSchema,
  max_nights: v.number(),
});

/** A plan the organization may have: its own, or one of no organization. */
export const OrganizationPlanSchema = v.object({
  hotel_code: v.string(),
  plan_code: v.string(),
  name: v.string(),
  published: v.boolean(),
  linked: v.boolean(),
});

export const OrganizationDetailSchema = v.object({
  ...OrganizationSummarySchema.entries,
  display_name_translations: v.record(v.string(), v.string()),
  people: v.array(OrganizationMemberSchema),
  invitations: v.array(OrganizationInvitationSchema),
  periods: v.array(OrganizationPeriodSchema),
  plans: v.array(OrganizationPlanSchema),
});
export type OrganizationDetail = v.InferOutput<typeof OrganizationDetailSchema>;

export const OrganizationAnswerSchema = v.object({ data: OrganizationDetailSchema });

/** The secret of an invitation link (`#token=…`). */
export const OrganizationInvitationTokenSchema = v.object({
  token: v.pipe(v.string(), v.minLength(16), v.maxLength(200)),
});

/** What an invitation link is for, before it is accepted. */
export const OrganizationInvitationDetailsSchema = v.object({
  organization: v.string(),
  brand_name: v.string(),
  email: v.string(),
  role: OrganizationRoleSchema,
  locale: v.string(),
  /** The brand already has a member account for the address: joining takes it, no password. */
  has_account: v.boolean(),
});

const personName = v.pipe(
  v.string(INVALID.required),
  v.trim(),
  v.minLength(1, INVALID.required),
  v.maxLength(100, INVALID.tooLong),
);

/** A new account's name and password (the member rule: product.md §5). */
export const OrganizationAccountSchema = v.object({
  first_name: personName,
  last_name: personName,
  password: PasswordSchema,
});

/**
 * Accepting: with a name and a password when the address has no account yet (it is made,
 * confirmed: the link proved the address); without them when it has one.
 */
export const AcceptOrganizationInvitationSchema = v.object({
  ...OrganizationInvitationTokenSchema.entries,
  account: v.optional(OrganizationAccountSchema),
});
export type AcceptOrganizationInvitation = v.InferOutput<typeof AcceptOrganizationInvitationSchema>;

/** Where the new corporate user goes: the widget's hosted pages, signed in by a one-time code. */
export const AcceptedOrganizationInvitationSchema = v.object({ redirect_url: v.string() });
