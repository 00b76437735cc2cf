import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, passwordProblems } from '../../rules/password.ts';
import { DateSchema, MoneySchema, QueryIntSchema, ReservationStatusSchema } from './common.ts';
import { EmailSchema, GuestSchema } from './reservation.ts';

/**
 * Members (product.md §1 "Signed-in members", §3 "Member and user", §5, §6; doc 2 §7
 * "Membership"). A member belongs to one hotel brand and one of its membership programs; the
 * brand comes from the client session, never from the body.
 */

/** product.md §5: at least 8 characters with upper case, lower case and a digit. */
export const PasswordSchema = v.pipe(
  v.string(),
  v.maxLength(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  v.check(
    (password) => passwordProblems(password).length === 0,
    'must have at least 8 characters with an upper-case letter, a lower-case letter and a digit',
  ),
);

/** A password being checked (sign-in, current password): any non-empty string, never the rule. */
export const PasswordInputSchema = v.pipe(
  v.string(),
  v.minLength(1, 'is required'),
  v.maxLength(PASSWORD_MAX_LENGTH),
);

/** A one-time token from an e-mail link (confirmation, reset, e-mail change, setup). */
export const EmailTokenSchema = v.pipe(v.string(), v.minLength(16), v.maxLength(200));

/** How the member signs in: e-mail and password, or one of the spec's external providers. */
export const MemberProviderSchema = v.picklist([
  'email',
  'open_id',
  'facebook',
  'line',
  'creansmaerd',
  'brand_custom',
]);
export type MemberProvider = v.InferOutput<typeof MemberProviderSchema>;

/** External sign-ins (doc 2 §7 facebook/line/creansmaerd/open_id sign_in). */
export const ExternalProviderSchema = v.picklist(['open_id', 'facebook', 'line', 'creansmaerd']);
export type ExternalProvider = v.InferOutput<typeof ExternalProviderSchema>;

/** A companion tier of a program (product.md §3 "additional_tiers_attributes"). */
export const ProgramTierSchema = v.object({
  code: v.picklist(['adult_companion', 'kid_tier_A_companion']),
  is_active: v.boolean(),
  /** Display name per locale (`en`, `ja` …). */
  name: v.record(v.string(), v.string()),
});

/** A membership program of a brand. */
export const ProgramSchema = v.object({
  id: v.number(),
  hotel_brand_id: v.number(),
  name: v.string(),
  /** Display names per locale; `name` when a locale is missing. */
  translations: v.record(v.string(), v.string()),
  sign_up_open: v.boolean(),
  update_member_profile_enabled: v.boolean(),
  point_program_enabled: v.boolean(),
  additional_tiers_attributes: v.array(ProgramTierSchema),
});
export type Program = v.InferOutput<typeof ProgramSchema>;

/** The signed-in member as the widget sees it (`/user/me`, memberships/show). */
export const MemberSchema = v.object({
  id: v.number(),
  email: v.string(),
  /** A new login e-mail waiting for its verification link (product.md §4 "Sign-up"). */
  pending_email: v.nullable(v.string()),
  first_name: v.string(),
  last_name: v.string(),
  first_name_kana: v.nullable(v.string()),
  last_name_kana: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  postal_code: v.nullable(v.string()),
  prefecture_or_state: v.nullable(v.string()),
  street_address: v.nullable(v.string()),
  building_name_and_number: v.nullable(v.string()),
  /** The member's language for e-mails (one of the eight locales). */
  locale: v.string(),
  provider: MemberProviderSchema,
  hotel_brand_id: v.number(),
  program_id: v.number(),
  program_name: v.string(),
  non_signed_in_program_ids: v.array(v.number()),
  rank_id: v.nullable(v.number()),
  /** The membership number shown to the member (product.md §3 "membership id"). */
  membership_id: v.string(),
  accepts_promotion_emails: v.boolean(),
  /** product.md §5: only members whose program allows it and who are not external users. */
  can_update_profile: v.boolean(),
  /** False for members of an external provider: they have no password here. */
  has_password: v.boolean(),
  point_program_enabled: v.boolean(),
  organization: v.nullable(
    v.object({
      id: v.number(),
      name: v.string(),
      display_name: v.string(),
      /** The display name per locale; shown in the page's language (rules/organization.ts). */
      display_name_translations: v.record(v.string(), v.string()),
      program_id: v.nullable(v.number()),
    }),
  ),
  organization_role: v.nullable(v.string()),
  created_at: v.string(),
});
export type Member = v.InferOutput<typeof MemberSchema>;

export const MemberResponseSchema = v.object({ data: MemberSchema });

/**
 * A member session (product.md §3 "Identity response"): a short-lived access token sent as
 * `Authorization: Bearer …` and a refresh token exchanged at memberships/tokens. Both are
 * opaque, stored hashed on the server, and revoked on sign-out, password change and deletion.
 */
export const MemberTokensSchema = v.object({
  data: v.object({
    token_type: v.literal('Bearer'),
    access_token: v.string(),
    /** Seconds until the access token expires. */
    expires_in: v.number(),
    refresh_token: v.string(),
    user: MemberSchema,
  }),
});
export type MemberTokens = v.InferOutput<typeof MemberTokensSchema>['data'];

/** Answers that deliberately say nothing about whether an e-mail is registered. */
export const AcceptedResponseSchema = v.object({
  data: v.object({ status: v.literal('accepted') }),
});

const nameField = GuestSchema.entries.first_name;
const LocaleFieldSchema = v.optional(v.pipe(v.string(), v.maxLength(10)));

/** `POST /memberships/sign_in`. */
export const SignInSchema = v.strictObject({
  email: EmailSchema,
  password: PasswordInputSchema,
  /** Sign in to this program of the brand (a member of several brands' programs picks one). */
  program_id: v.optional(v.pipe(v.number(), v.integer())),
});

/** `POST /memberships/sign_up`: a temporary sign-up finished by the e-mail link. */
export const SignUpSchema = v.pipe(
  v.strictObject({
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: v.string(),
    first_name: nameField,
    last_name: nameField,
    program_id: v.optional(v.pipe(v.number(), v.integer())),
    accepts_promotion_emails: v.boolean(),
    terms_accepted: v.literal(true, 'must be accepted'),
    locale: LocaleFieldSchema,
    /** Path inside the app to return to after confirming (e.g. back to a plan). */
    return_path: v.optional(v.pipe(v.string(), v.startsWith('/'), v.maxLength(500))),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'must match the password',
    ),
    ['password_confirmation'],
  ),
);

/**
 * The sign-up's answer: accepted, and a claim the widget that signed up keeps (never shown,
 * never in an address) to be signed in once the e-mailed link is opened, in another tab or on
 * another device (`sign_up/claim`). Every sign-up gets one, a registered address's too (one
 * that never comes true), so the answer still says nothing about the address.
 */
export const SignUpAcceptedSchema = v.object({
  data: v.object({ status: v.literal('accepted'), sign_in_claim: v.string() }),
});

/** `POST /memberships/sign_up/claim`: the claim of the sign-up's answer. */
export const SignUpClaimSchema = v.strictObject({ sign_in_claim: EmailTokenSchema });
/** The claim's answer: the member's session once confirmed, else still pending (202). */
export const SignUpClaimResponseSchema = v.union([
  MemberTokensSchema,
  v.object({ data: v.object({ status: v.literal('pending') }) }),
]);

/** `POST /memberships/sign_up/verify`: open sign-up, step 1 (member-registration pages). */
export const SignUpVerifySchema = v.strictObject({
  email: EmailSchema,
  program_id: v.optional(v.pipe(v.number(), v.integer())),
  locale: LocaleFieldSchema,
});

/** `POST /memberships/setup`: open sign-up, step 2, with the token of the verify e-mail. */
export const SetupSchema = v.pipe(
  v.strictObject({
    token: EmailTokenSchema,
    password: PasswordSchema,
    password_confirmation: v.string(),
    first_name: nameField,
    last_name: nameField,
    accepts_promotion_emails: v.boolean(),
    terms_accepted: v.literal(true, 'must be accepted'),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'must match the password',
    ),
    ['password_confirmation'],
  ),
);

/** `POST /memberships/confirm`: the sign-up or e-mail-change link. Signs the member in. */
export const ConfirmSchema = v.strictObject({ confirmation_token: EmailTokenSchema });
export const ConfirmResponseSchema = v.object({
  data: v.object({
    ...MemberTokensSchema.entries.data.entries,
    /** What the link confirmed. */
    confirmed: v.picklist(['sign_up', 'email_update']),
    return_path: v.nullable(v.string()),
  }),
});

/** `POST /memberships/start_reset_password_process` and `resend_confirm_email`. */
export const EmailOnlySchema = v.strictObject({ email: EmailSchema, locale: LocaleFieldSchema });

/** `PUT /memberships/update`: the profile fields a member may change. */
export const ProfileUpdateSchema = v.strictObject({
  ...GuestSchema.entries,
  accepts_promotion_emails: v.optional(v.boolean()),
  locale: LocaleFieldSchema,
});

/** `PUT /memberships/update_email`: verification goes to the new address. */
export const UpdateEmailSchema = v.strictObject({
  email: EmailSchema,
  current_password: PasswordInputSchema,
});
export const PendingEmailResponseSchema = v.object({
  data: v.object({ pending_email: v.string() }),
});

/**
 * `PUT /memberships/update_password`: signed in with the current password, or from the reset
 * link with its token (the /change-password screen). Other sessions are revoked; the answer is
 * a fresh session.
 */
export const UpdatePasswordSchema = v.pipe(
  v.strictObject({
    current_password: v.optional(PasswordInputSchema),
    reset_password_token: v.optional(EmailTokenSchema),
    password: PasswordSchema,
    password_confirmation: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'must match the password',
    ),
    ['password_confirmation'],
  ),
  v.check(
    (input) =>
      (input.current_password === undefined) !== (input.reset_password_token === undefined),
    'needs either current_password or reset_password_token',
  ),
);

/** Account removal reasons (doc 2 §9). */
export const AccountRemovalReasonSchema = v.picklist([
  'not_used',
  'high_price',
  'not_attractive',
  'other',
]);

/** `POST /memberships/cancel`: delete the account. Reservations are kept, detached. */
export const CancelMembershipSchema = v.strictObject({
  reason: AccountRemovalReasonSchema,
  details: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255))),
  /** Required for members with a password; external-provider members have none. */
  current_password: v.optional(PasswordInputSchema),
});

/** `POST /memberships/switch`. */
export const SwitchProgramSchema = v.strictObject({
  program_id: v.pipe(v.number(), v.integer()),
});

/**
 * `POST /memberships/tokens`: token refresh (a rotating refresh token; a reused one revokes the
 * whole session) or the brand custom authentication code grant (a one-time code from the
 * external sign-in callback or the brand's own login).
 */
export const TokenGrantSchema = v.variant('grant_type', [
  v.strictObject({
    grant_type: v.literal('refresh_token'),
    refresh_token: v.pipe(v.string(), v.minLength(16), v.maxLength(200)),
  }),
  v.strictObject({
    grant_type: v.literal('custom_authentication_code'),
    code: v.pipe(v.string(), v.minLength(16), v.maxLength(200)),
  }),
]);

/** `GET /memberships/program` query. */
export const ProgramQuerySchema = v.object({ id: v.optional(QueryIntSchema) });
export const ProgramResponseSchema = v.object({ data: ProgramSchema });
export const ProgramsResponseSchema = v.object({ data: v.array(ProgramSchema) });

/**
 * `POST /memberships/{provider}/sign_in`: starts an external sign-in. The server answers the
 * provider's authorization URL (PKCE, state and nonce kept server-side); the provider returns
 * to the server's callback, which sends the browser to `return_to` with a one-time
 * `brand_custom_auth_token` code for the custom_authentication_code grant.
 */
export const ExternalSignInSchema = v.strictObject({
  /** Where the callback sends the browser: the hosted app's /sso/custom/callback or, for the
   * inline widget's pop-up, the same page on the provider origin. Checked against the
   * allowed origins. */
  return_to: v.pipe(v.string(), v.url(), v.maxLength(1000)),
  /** `popup`: the callback page hands the code to its opener (the inline widget). */
  display: v.picklist(['page', 'popup']),
  locale: LocaleFieldSchema,
  /** The points-program login's one-time id (product.md §2 query `otid`), when it has one. */
  otid: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /**
   * `popup` only: the origin of the page that opened the pop-up (the hotel's page with the
   * inline widget). Checked against the allowed origins and kept with the sign-in; the
   * callback page hands the code to this origin only.
   */
  opener_origin: v.optional(v.pipe(v.string(), v.url(), v.maxLength(200))),
});
export const ExternalSignInResponseSchema = v.object({
  data: v.object({ authorization_url: v.string() }),
});

/** `GET /tripla_session/whoami`: is the Authorization (if any) a live member session? */
export const WhoamiResponseSchema = v.object({
  data: v.object({
    signed_in: v.boolean(),
    user_id: v.nullable(v.number()),
    hotel_brand_id: v.number(),
  }),
});

/** Reservation list groups (product.md §4). */
export const ReservationListStatusSchema = v.picklist([
  'upcoming',
  'completed',
  'cancelled',
  'lottery',
]);

/** `GET /user/reservations` query: page 1 and upcoming by default (doc 2 §9). */
export const UserReservationsQuerySchema = v.object({
  page: v.optional(QueryIntSchema),
  per_page: v.optional(QueryIntSchema),
  status: v.optional(ReservationListStatusSchema),
});

/** One row of the member's reservation list; the row opens the reservation page. */
export const UserReservationSchema = v.object({
  reservation_number: v.string(),
  status: ReservationStatusSchema,
  hotel_code: v.string(),
  hotel_name: v.string(),
  checkin_date: DateSchema,
  checkout_date: DateSchema,
  nights: v.number(),
  room_count: v.number(),
  room_names: v.array(v.string()),
  plan_names: v.array(v.string()),
  total_price: MoneySchema,
  currency: v.string(),
  created_at: v.string(),
});
export type UserReservation = v.InferOutput<typeof UserReservationSchema>;

export const UserReservationsResponseSchema = v.object({
  data: v.array(UserReservationSchema),
  page: v.number(),
  total_pages: v.number(),
  total_entries: v.number(),
});
