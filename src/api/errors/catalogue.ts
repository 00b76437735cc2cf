/**
 * What the client does when an error with a given code arrives (doc 2 §8 "Behaviours on
 * error" and the "Displayed messages" table):
 * - `show`: show the message in the calling screen's slot;
 * - `retry`: show the message, the user may simply try again now (no payment was taken);
 * - `retry-later`: show the message, a retry only helps after a while (e.g. a lock, ~5 min);
 * - `renew-session`: the client makes a new client session and retries once by itself;
 * - `sign-out`: the member's session is over; sign out locally and show the message.
 */
export type ErrorBehaviour = 'show' | 'retry' | 'retry-later' | 'renew-session' | 'sign-out';

/** One row of the error catalogue. */
export interface CatalogueEntry {
  /** i18n key of the message; `error.code.<N>` for the spec's displayed messages. */
  readonly messageId: string;
  readonly behaviour: ErrorBehaviour;
  /** Set on the codes the spec says concern 3-D Secure (3006, 3008, 3009, 3250, 3252). */
  readonly threeDSecure?: true;
  /** Payload fields the message interpolates (the 1903 wording takes its months from the server). */
  readonly values?: readonly string[];
}

const show = (code: number): CatalogueEntry => ({
  messageId: `error.code.${code}`,
  behaviour: 'show',
});
const retry = (code: number): CatalogueEntry => ({
  messageId: `error.code.${code}`,
  behaviour: 'retry',
});
const later = (code: number): CatalogueEntry => ({
  messageId: `error.code.${code}`,
  behaviour: 'retry-later',
});
const threeDs = (code: number): CatalogueEntry => ({
  messageId: `error.code.${code}`,
  behaviour: 'show',
  threeDSecure: true,
});

/**
 * Every code with a displayed message in doc 2 §8, the numeric-list codes the reference server
 * emits and the locales translate (1000, 1100-1106, 1500), and the codes that drive a
 * behaviour (1400, 4000). Other codes of the numeric list (1300, 3401, …) are absent on
 * purpose: no locale has a text for them, so `messageIdFor` falls back to the generic
 * processing error and a screen may show the server's own `message` instead.
 */
// Pure (here and below): a bundle that imports the errors barrel without using the catalogue
// leaves the table out.
export const ERROR_CATALOGUE: ReadonlyMap<number, CatalogueEntry> = /* @__PURE__ */ new Map<
  number,
  CatalogueEntry
>([
  [1000, show(1000)], // invalid
  [1100, show(1100)], // extras: id invalid
  [1101, show(1101)], // extras: booking deadline exceeded
  [1102, show(1102)], // extras: quantity invalid
  [1103, show(1103)], // extras: total price invalid
  [1104, show(1104)], // extras: purchase limit exceeded or insufficient
  [1105, show(1105)], // room became full during payment; refund started
  [1106, show(1106)], // extras: no longer sold
  [1400, { messageId: 'error.generic.sessionExpired', behaviour: 'sign-out' }],
  [1403, show(1403)], // registered by the facility; reset password
  [1500, show(1500)], // coupon invalid
  [1501, show(1501)], // coupon usage limit reached
  [1600, later(1600)], // corporate download limit reached; wait for Retry-After
  [1903, { ...show(1903), values: ['reservable_period_months'] }],
  [2304, show(2304)], // plan settings do not match account status; refresh and rebook
  [2401, show(2401)], // not enough points
  // The reference server's own: a corporate stay beyond the member's allowance.
  [9460, { ...show(9460), values: ['requested_nights', 'remaining_nights'] }],
  // The reference server's own (issue 39): a plan's restriction refuses the stay.
  [9470, { ...show(9470), values: ['date'] }], // not sold that night (stop-sell)
  [9471, { ...show(9471), values: ['date'] }], // closed to arrival
  [9472, { ...show(9472), values: ['date'] }], // closed to departure
  [9473, { ...show(9473), values: ['nights'] }], // minimum stay
  [9474, { ...show(9474), values: ['nights'] }], // maximum stay
  [9475, { ...show(9475), values: ['days'] }], // booked too late (minimum days ahead)
  [9476, { ...show(9476), values: ['days'] }], // booked too early (maximum days ahead)
  [9477, show(9477)], // outside the plan's sale period
  [9478, show(9478)], // outside the plan's stay period
  [3001, retry(3001)], // timeout; no payment taken
  [3011, retry(3011)],
  [3002, retry(3002)], // payment failed; booking not complete; retry
  [3003, show(3003)], // card unavailable
  [3205, show(3205)],
  [3004, show(3004)], // check the card number
  [3005, show(3005)], // check the expiry
  [3006, threeDs(3006)], // 3-D Secure failed
  [3250, threeDs(3250)],
  [3007, show(3007)], // card not accepted or input wrong
  [3008, threeDs(3008)], // 3-D Secure cancelled
  [3009, threeDs(3009)], // 3-D Secure suspended after repeated requests
  [3013, later(3013)], // reservation being updated elsewhere; retry in about 5 minutes
  [3016, later(3016)],
  [3014, show(3014)], // original reservation changed; cancel and reconfirm
  [3202, show(3202)], // points balance unavailable
  [3502, show(3502)],
  [3203, retry(3203)], // generic processing error, retry
  [3251, retry(3251)],
  [3204, later(3204)], // payment failed; another card or retry later
  [3252, threeDs(3252)], // card not 3-D Secure compatible
  [3504, show(3504)], // point return failed
  [3704, show(3704)], // address cannot receive mail
  [3705, show(3705)],
  [3750, show(3750)], // dates are for the lottery only
  [3751, show(3751)], // lottery not available
  [3752, show(3752)],
  [3753, show(3753)],
  [3754, show(3754)],
  [3757, show(3757)],
  [3760, show(3760)],
  [3756, show(3756)], // already entered the lottery
  [3780, show(3780)], // link expired or invalid
  [3781, show(3781)],
  [3782, show(3782)],
  [3783, show(3783)],
  // Identity expired: the client renews the client session and retries once by itself.
  [4000, { messageId: 'error.generic.sessionExpired', behaviour: 'renew-session' }],
]);

/** The catalogue row for a code, if the code is numeric and listed. */
export function catalogueEntry(code: number | string | undefined): CatalogueEntry | undefined {
  return typeof code === 'number' ? ERROR_CATALOGUE.get(code) : undefined;
}

/**
 * Every i18n key the error layer can return; a locale test can assert each exists in every
 * locale file.
 */
export const ERROR_MESSAGE_IDS: readonly string[] = /* @__PURE__ */ (() => [
  ...new Set([
    ...[...ERROR_CATALOGUE.values()].map((entry) => entry.messageId),
    'error.generic.system',
    'error.generic.processing',
    'error.generic.sessionExpired',
    'error.generic.network',
    'error.invalidResponse',
  ]),
])();
