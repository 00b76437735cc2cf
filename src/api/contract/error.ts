import * as v from 'valibot';

/**
 * One error as the provider API sends it (spec doc 2 §8). The client shows `details.base[0]`;
 * `code` is the catalogue's numeric code; `payload` carries machine-readable extras such as the
 * field name of a validation error or `reservable_period_months` for code 1903.
 */
export const ApiErrorSchema = v.object({
  title: v.string(),
  status: v.number(),
  code: v.number(),
  details: v.object({ base: v.array(v.string()) }),
  payload: v.optional(v.record(v.string(), v.unknown())),
});

/** Every non-2xx JSON answer of the provider, agency and identity APIs has this shape. */
export const ErrorBodySchema = v.object({ errors: v.array(ApiErrorSchema) });

export type ApiError = v.InferOutput<typeof ApiErrorSchema>;
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** Numeric codes of the catalogue that the reference server emits. */
export const ErrorCode = {
  invalid: 1000,
  roomBecameFull: 1105,
  extraIdInvalid: 1100,
  extraQuantityInvalid: 1102,
  extraLimitExceeded: 1104,
  passwordStrength: 1300,
  accountLocked: 1301,
  passwordAlreadyUsed: 1302,
  /** A member's access token is missing, expired or revoked (401). */
  sessionExpired: 1400,
  signUpConfirmationExpired: 1401,
  alreadyConfirmed: 1402,
  registeredByFacility: 1403,
  couponInvalid: 1500,
  couponLimitReached: 1501,
  /** An organization admin's reservation downloads are spent for now (429 with Retry-After). */
  csvDownloadLimit: 1600,
  /** A coupon's target plans (a card-payment promotion) do not include the booked plan. */
  promotionCannotApply: 2001,
  reservablePeriod: 1903,
  planMismatch: 2304,
  updateLocked: 3013,
  originalChanged: 3014,
  /** The guests of a reservation are being changed by another request (like 3013). */
  guestsLocked: 3016,
  sessionTokenNotFound: 3401,
  /** A member token of another brand than the client session's. */
  brandMismatch: 3402,
  /** A one-time token already spent. */
  alreadySpent: 3403,
  identityExpired: 4000,
  // Codes below are the reference server's own, for outcomes the catalogue has no number for.
  // They sit in the 9xxx range so they never collide with catalogue codes.
  /** E-mail and password do not match a confirmed member (the same for unknown e-mails). */
  invalidCredentials: 9401,
  /** Console: no staff session, or it expired (idle or absolute) or was revoked (401). */
  staffSignInRequired: 9441,
  /** Console: the staff member's role lacks the capability, or the hotel is outside their limit. */
  staffForbidden: 9443,
  /** Console: a write without the session's `X-CSRF-Token` header, or with another value. */
  csrfRejected: 9444,
  /** Console: an invitation or password-reset link that is unknown, used or expired. */
  consoleLinkInvalid: 9445,
  /** Console: the brand requires a second factor and this staff member has not set one up yet. */
  secondFactorRequired: 9446,
  notFound: 9404,
  conflict: 9409,
  payloadTooLarge: 9413,
  notAllowed: 9422,
  tooManyRequests: 9429,
  /** A corporate booking beyond the member's stay allowance of its period (payload: the nights). */
  allowanceExceeded: 9460,
  /** A plan's restriction refuses the stay (issue 39; server/services/inventory/refusal-codes.ts). */
  planStopSell: 9470,
  closedToArrival: 9471,
  closedToDeparture: 9472,
  minStay: 9473,
  maxStay: 9474,
  bookTooLate: 9475,
  bookTooEarly: 9476,
  planOffSale: 9477,
  outsideStayPeriod: 9478,
  /** Console: rooms to sell set below the rooms already booked on a night (payload: date, booked). */
  roomsBelowBooked: 9479,
  internal: 9500,
  maintenance: 9503,
} as const;
