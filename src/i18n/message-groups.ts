/**
 * Messages not needed to draw the widget's first screen (the search form and shell). The build
 * puts them in a second chunk per locale, loaded right after the first render (see
 * scripts/rollup-precompile-messages.mjs), so the first screen downloads only what it shows.
 * A message of these groups rendered before that chunk arrives shows its fallback for a moment.
 */
export const LATER_MESSAGE_PREFIXES: readonly string[] = [
  'results.',
  'booking.',
  'pol.',
  'fac.',
  'currency.name.',
  'error.code.',
  'manage.',
  // Members (sign-in, sign-up, the header's member menu, the account area) and the unsubscribe
  // pages: all of them lazily loaded screens or menus.
  'membership.',
  'header.member',
  'account.',
  'unsub.',
  // The pay-by-link hosted payment page (a later screen).
  'paylink.',
  // The room recommender (its own later screens).
  'recommender.',
  // The chatbot frame's and the messaging-app embed's pages (lazily loaded screens).
  'chat.',
  // The hotel lottery's screens (lazily loaded).
  'lottery.',
  // Preview mode's notices (shown only on a preview visit; issue 18).
  'preview.',
  // The agency site's screens and the results' nearby hotels (issue 21; lazily loaded).
  'agency.',
  // The booking bar (issue 44): its own chunk, which waits for this part.
  'bar.',
  // The calendar dialog (its own chunk, opened by the guest); the date fields' `cal.field.`
  // texts stay with the first screen.
  'cal.title',
  'cal.prevMonth',
  'cal.nextMonth',
  'cal.help',
  'cal.showing',
  'cal.hint.',
  'cal.selected',
  'cal.day.',
  'cal.error.',
  // The currency dialog, the results, the not-found page and the booking steps' errors.
  'currency.',
  'modal.',
  'search.results.',
  'app.notFound.',
  'error.coupon.',
  'error.priceChanged',
  'error.exchangeRateUpdated',
  'error.paymentMethodsDiffer',
  'error.reservationLookup.',
  // Errors that only an API answer's error code maps to (their mapping loads with the error) or
  // that only later screens show; `error.generic.processing` and `.network` stay first: the
  // fallback of a text missing here, and what a failed search shows.
  'error.generic.system',
  'error.generic.sessionExpired',
  'error.generic.signedInStatusChanged',
  'error.generic.alreadyLoggedOut',
  'error.generic.tooManyRequests',
  'error.invalidResponse',
  'error.unsupportedBrowser',
  'app.retry',
  // Texts no screen shows today (kept translated for when one does).
  'app.back',
  'app.reload',
  'app.poweredBy',
  'search.rooms',
  'guests.title',
  'guests.summary',
];

/** True for a message id that belongs to the later chunk. */
export const isLaterMessage = (id: string): boolean =>
  LATER_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix));
