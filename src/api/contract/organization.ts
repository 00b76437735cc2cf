import * as v from 'valibot';
import { DateSchema, MoneySchema, QueryIntSchema, ReservationStatusSchema } from './common.ts';
import { PasswordInputSchema } from './membership.ts';
import { EmailSchema } from './reservation.ts';

/**
 * `POST /memberships/organizations/sign_in`: a corporate user's sign-in (product.md §1, §6).
 * Only members of an organization of the client session's brand get in; `organization_id`
 * (the startup query's, product.md §2) narrows it to that organization.
 */
export const OrganizationSignInSchema = v.strictObject({
  email: EmailSchema,
  password: PasswordInputSchema,
  organization_id: v.optional(v.pipe(v.number(), v.integer())),
});
export type OrganizationSignIn = v.InferOutput<typeof OrganizationSignInSchema>;

/** A member's stay allowance in one period of a year; reserved and remaining are counted. */
export const AllowancePeriodSchema = v.object({
  period: v.string(),
  year: v.number(),
  starts_on: DateSchema,
  ends_on: DateSchema,
  maximum_nights: v.number(),
  reserved_nights: v.number(),
  remaining_nights: v.number(),
});
export type AllowancePeriod = v.InferOutput<typeof AllowancePeriodSchema>;

/** `GET /hotel_brands/{id}/organizations/{id}`: the organization as its signed-in member sees it. */
export const OrganizationResponseSchema = v.object({
  data: v.object({
    id: v.number(),
    name: v.string(),
    display_name: v.string(),
    /** The display name per locale; shown in the page's language (rules/organization.ts). */
    display_name_translations: v.record(v.string(), v.string()),
    program_id: v.nullable(v.number()),
    /** The signed-in member's `organization_role`. */
    role: v.string(),
    /** The signed-in member's allowance per period, newest first. */
    allowances: v.array(AllowancePeriodSchema),
  }),
});
export type OrganizationView = v.InferOutput<typeof OrganizationResponseSchema>['data'];

/** Filters of the admin listing and its downloads: one year, one period name, or all. */
export const OrganizationReservationsQuerySchema = v.looseObject({
  year: v.optional(QueryIntSchema),
  period: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export type OrganizationReservationsQuery = v.InferOutput<
  typeof OrganizationReservationsQuerySchema
>;

/**
 * product.md §3 "Corporate admin row": one organization reservation made through the site, with
 * its guest's allowance in the period of its check-in.
 */
export const CorporateAdminRowSchema = v.object({
  reservation_number: v.string(),
  guest_name: v.string(),
  hotel_name: v.string(),
  checkin_date: DateSchema,
  nights: v.number(),
  rooms: v.number(),
  status: ReservationStatusSchema,
  price: MoneySchema,
  currency: v.string(),
  maximum_nights: v.number(),
  remaining_nights: v.number(),
  reserved_nights: v.number(),
  period: v.string(),
  year: v.number(),
});
export type CorporateAdminRow = v.InferOutput<typeof CorporateAdminRowSchema>;

/** The admin listing: the rows of the filter and every period the filters may pick. */
export const OrganizationReservationsResponseSchema = v.object({
  data: v.array(CorporateAdminRowSchema),
  periods: v.array(v.object({ year: v.number(), period: v.string() })),
});
export type OrganizationReservations = v.InferOutput<typeof OrganizationReservationsResponseSchema>;
