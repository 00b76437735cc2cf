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
];

/** True for a message id that belongs to the later chunk. */
export const isLaterMessage = (id: string): boolean =>
  LATER_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix));
