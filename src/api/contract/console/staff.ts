import * as v from 'valibot';
import { ConsoleLocaleSchema, StaffEmailSchema } from './auth.ts';
import { StaffRoleSchema } from './session.ts';

/** A hotel limit: the hotel codes a member may work on, or null for every hotel of the brand. */
export const HotelLimitSchema = v.nullable(
  v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), v.maxLength(500)),
);

export const StaffMemberSchema = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: StaffRoleSchema,
  locale: v.string(),
  hotels: v.nullable(v.array(v.string())),
  second_factor: v.object({ passkeys: v.number(), totp: v.boolean() }),
  created_at: v.string(),
});
export type StaffMember = v.InferOutput<typeof StaffMemberSchema>;

export const StaffInvitationSchema = v.object({
  id: v.number(),
  email: v.string(),
  role: StaffRoleSchema,
  hotels: v.nullable(v.array(v.string())),
  locale: v.string(),
  created_at: v.string(),
  expires_at: v.string(),
});

/** The brand's staff and the invitations not yet accepted (nor expired or withdrawn). */
export const StaffListResponseSchema = v.object({
  staff: v.array(StaffMemberSchema),
  invitations: v.array(StaffInvitationSchema),
});

/** An invitation: sent by e-mail in `locale` (the invitee's language), valid 7 days, once. */
export const InviteStaffSchema = v.object({
  email: StaffEmailSchema,
  role: StaffRoleSchema,
  hotels: v.optional(HotelLimitSchema, null),
  locale: ConsoleLocaleSchema,
});

/** A change of role and/or hotel limit; the member's sessions end (they sign in again). */
export const UpdateStaffSchema = v.pipe(
  v.object({
    role: v.optional(StaffRoleSchema),
    hotels: v.optional(HotelLimitSchema),
  }),
  v.check((b) => b.role !== undefined || b.hotels !== undefined, 'must change role or hotels'),
);

export const SecondFactorRequirementSchema = v.object({ required: v.boolean() });
