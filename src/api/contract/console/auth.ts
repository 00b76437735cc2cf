import * as v from 'valibot';
import { LOCALES } from '../../../rules/locales.ts';
import { EmailTokenSchema, PasswordInputSchema, PasswordSchema } from '../membership.ts';
import { EmailSchema } from '../reservation.ts';

/**
 * The console's sign-in, invitations, password reset and second factors (issue 38). Secrets
 * travel in bodies, never in URLs: the e-mailed links carry theirs in the `#fragment`, which
 * browsers do not send to the server.
 */

/** An e-mail address as the console sends it (lower-cased by the server). */
export const StaffEmailSchema = EmailSchema;

/** A console language (the eight of the product). */
export const ConsoleLocaleSchema = v.picklist(LOCALES);

export const ConsoleSignInSchema = v.object({
  email: StaffEmailSchema,
  password: PasswordInputSchema,
});

/** How a staff member can prove the second step. */
export const SecondFactorMethodSchema = v.picklist(['passkey', 'totp']);

/**
 * A sign-in step's answer: signed in (the cookie is set; `csrf_token` goes into `X-CSRF-Token`
 * from now on), or a second factor is due: `ticket` (valid 5 minutes, once) goes with the
 * passkey or authenticator-code step.
 */
export const ConsoleSignInResponseSchema = v.variant('status', [
  v.object({ status: v.literal('signed_in'), csrf_token: v.string() }),
  v.object({
    status: v.literal('second_factor'),
    ticket: v.string(),
    methods: v.array(SecondFactorMethodSchema),
  }),
]);
export type ConsoleSignInResponse = v.InferOutput<typeof ConsoleSignInResponseSchema>;

export const SignInTicketSchema = v.pipe(v.string(), v.minLength(16), v.maxLength(200));

/** A 6-digit authenticator code. */
export const TotpCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{6}$/, 'must be the 6 digits the authenticator app shows'),
);

/** A recovery code as shown once (`xxxxx-xxxxx`); spaces and case are forgiven. */
export const RecoveryCodeSchema = v.pipe(v.string(), v.trim(), v.minLength(8), v.maxLength(40));

export const TotpSignInSchema = v.union([
  v.object({ ticket: SignInTicketSchema, code: TotpCodeSchema }),
  v.object({ ticket: SignInTicketSchema, recovery_code: RecoveryCodeSchema }),
]);

/** The browser's WebAuthn answers, as @simplewebauthn/browser hands them over (checked by the server). */
const Base64UrlSchema = v.pipe(v.string(), v.maxLength(16_384));
export const RegistrationCredentialSchema = v.looseObject({
  id: Base64UrlSchema,
  rawId: Base64UrlSchema,
  type: v.literal('public-key'),
  response: v.looseObject({
    clientDataJSON: Base64UrlSchema,
    attestationObject: Base64UrlSchema,
    transports: v.optional(v.array(v.string())),
  }),
  authenticatorAttachment: v.optional(v.string()),
  clientExtensionResults: v.optional(v.looseObject({})),
});
export const AuthenticationCredentialSchema = v.looseObject({
  id: Base64UrlSchema,
  rawId: Base64UrlSchema,
  type: v.literal('public-key'),
  response: v.looseObject({
    clientDataJSON: Base64UrlSchema,
    authenticatorData: Base64UrlSchema,
    signature: Base64UrlSchema,
    userHandle: v.optional(v.string()),
  }),
  authenticatorAttachment: v.optional(v.string()),
  clientExtensionResults: v.optional(v.looseObject({})),
});

/**
 * WebAuthn options for `startRegistration` / `startAuthentication` of @simplewebauthn/browser
 * (`{ optionsJSON: options }`), and the id to send back with the browser's answer.
 */
export const PasskeyOptionsResponseSchema = v.object({
  challenge_id: v.string(),
  options: v.looseObject({ challenge: v.string() }),
});

/** Passkey sign-in: after a password (`ticket`), or on its own (a discoverable passkey). */
export const PasskeySignInOptionsSchema = v.object({ ticket: v.optional(SignInTicketSchema) });
export const PasskeySignInSchema = v.object({
  ticket: v.optional(SignInTicketSchema),
  challenge_id: v.string(),
  credential: AuthenticationCredentialSchema,
});

export const PasskeyRegisterSchema = v.object({
  challenge_id: v.string(),
  credential: RegistrationCredentialSchema,
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(80)),
});

export const PasskeySchema = v.object({
  id: v.number(),
  name: v.string(),
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
});
export const PasskeyListResponseSchema = v.object({ passkeys: v.array(PasskeySchema) });

/** The authenticator-app set-up: scan the QR code (or type the secret), then confirm a code. */
export const TotpEnrolResponseSchema = v.object({
  secret: v.string(),
  otpauth_url: v.string(),
  /** `data:image/svg+xml;base64,…`: the otpauth URL as a QR code. */
  qr_data_uri: v.string(),
});
export const TotpConfirmSchema = v.object({ code: TotpCodeSchema });
/** Turning the app off: a current code or a recovery code. */
export const TotpDisableSchema = v.union([
  v.object({ code: TotpCodeSchema }),
  v.object({ recovery_code: RecoveryCodeSchema }),
]);
/** Shown once: each code signs in once instead of an authenticator code. */
export const RecoveryCodesResponseSchema = v.object({ recovery_codes: v.array(v.string()) });

export const InvitationTokenSchema = v.object({ token: EmailTokenSchema });
export const InvitationDetailsResponseSchema = v.object({
  email: v.string(),
  brand_name: v.string(),
  role: v.string(),
  locale: ConsoleLocaleSchema,
});
export const AcceptInvitationSchema = v.object({
  token: EmailTokenSchema,
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(100)),
  password: PasswordSchema,
});

export const PasswordResetRequestSchema = v.object({ email: StaffEmailSchema });
export const PasswordResetCompleteSchema = v.object({
  token: EmailTokenSchema,
  password: PasswordSchema,
});
