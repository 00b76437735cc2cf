import type { CurrencySelectorPlace } from '../rules/mcp.ts';

/**
 * The standard-mode route table of the spec (product.md §2) as data. The shell reads these flags;
 * components never special-case paths. Screens attach to paths in screens.ts as features land.
 */
export interface RouteFlags {
  /** No header or footer (token iframes, locale change, recommender widget, 503, pay pages …). */
  headless?: true;
  /** The header is hidden but the page is not headless (the 503 page). */
  hidesHeader?: true;
  loginRequired?: true;
  hidesLanguageSelector?: true;
  hidesLoginWidget?: true;
  /** Only a close button in the header. */
  closeButtonOnly?: true;
  /** The header shows a back link to search (my-account and organization admin). */
  backLink?: true;
  /** Where the currency selector may show (multi-currency hotels only; see rules/mcp.ts). */
  currencySelector?: CurrencySelectorPlace;
  /** A hosted payment page: the global error banner is a warning alert here. */
  payPage?: true;
  /** The page renders even when startup failed (no full-page init error). */
  ignoresInitError?: true;
  /** Messages to the parent window are suppressed here. */
  silentToParent?: true;
}

export interface RouteDef extends RouteFlags {
  /** wouter pattern, e.g. `/reservation/confirmation/:confirmationNumber`. */
  path: string;
  /**
   * A permanent redirect to another path (the query string is kept, and the path's parameters
   * join it in place of any of the same name: see redirect-address.ts).
   */
  redirect?: string;
  /** The redirect drops the query's empty parameters (the single-hotel search link, §2). */
  dropsEmptyQuery?: true;
}

const account = (path: string): RouteDef => ({ path, loginRequired: true, backLink: true });
const headless = (path: string, extra: RouteFlags = {}): RouteDef => ({
  path,
  headless: true,
  ...extra,
});

export const ROUTES: readonly RouteDef[] = [
  { path: '/', redirect: '/booking/result' },
  { path: '/booking/result', currencySelector: 'results' },
  { path: '/booking/recommender', currencySelector: 'recommender' },
  { path: '/facilities' },
  { path: '/cancellation-policy' },
  { path: '/room-lottery' },
  { path: '/room-lottery/guest-detail', loginRequired: true, hidesLanguageSelector: true },
  { path: '/room-lottery/confirmation/:confirmationNumber', loginRequired: true },
  { path: '/room-lottery/complete/:confirmationNumber', hidesLoginWidget: true },
  { path: '/room-lottery/reservation-incomplete/:lotteryEntryNumber' },
  {
    path: '/reservation/guest-detail',
    hidesLanguageSelector: true,
    currencySelector: 'guestDetail',
  },
  { path: '/reservation/payment', hidesLanguageSelector: true },
  { path: '/reservation/confirmation/:confirmationNumber' },
  { path: '/reservation/fail' },
  { path: '/review-reservation/:confirmationNumber', loginRequired: true },
  { path: '/search' },
  { path: '/sign-in' },
  { path: '/ota-sign-in' },
  { path: '/chat-sign-in' },
  { path: '/sign-out', loginRequired: true },
  { path: '/sign-up' },
  { path: '/sign-up-result' },
  { path: '/sign-up-done' },
  { path: '/chat-sign-up' },
  { path: '/chat-sign-up-form' },
  { path: '/chat-sign-up-result' },
  { path: '/chat-sign-up-done' },
  { path: '/forgot-password' },
  { path: '/change-password' },
  { path: '/member-confirmation' },
  { path: '/member-deleted-confirmation' },
  { path: '/resend-confirmation-email' },
  { path: '/sso/custom/callback' },
  { path: '/member-registration-tripla/:code/open-signup' },
  { path: '/member-registration-tripla/:code/done' },
  { path: '/member-registration-tripla/:code/sign-in' },
  // The single-hotel links of product.md §2 "Other known paths", at the root as under /ota
  // (agency-routes.ts): the hotel code in the path becomes the `code` of the standard step.
  { path: '/reservation-tripla/:code/search', redirect: '/booking/result', dropsEmptyQuery: true },
  { path: '/reservation-tripla/:code/guest-detail', redirect: '/reservation/guest-detail' },
  { path: '/reservation-tripla/:code/payment', redirect: '/reservation/payment' },
  // It names no reservation: the guest finds theirs on the lookup page.
  { path: '/reservation-tripla/:code/confirmation', redirect: '/search' },
  { path: '/organization-sign-in' },
  { path: '/corporate/:code/sign-in' },
  account('/organization-admin'),
  { path: '/my-account', redirect: '/my-account/profile' },
  account('/my-account/profile'),
  account('/my-account/reservations'),
  account('/my-account/points'),
  account('/my-account/payment-options'),
  account('/my-account/promotions'),
  { path: '/503', hidesHeader: true, hidesLoginWidget: true, ignoresInitError: true },
  headless('/payments/:paymentNumber', { payPage: true }),
  headless('/payments/:paymentNumber/display', { payPage: true }),
  headless('/iframe-token'),
  headless('/iframe-liff-token'),
  headless('/iframe-change-locale'),
  headless('/unsubscribe-email/confirmation', { ignoresInitError: true }),
  headless('/unsubscribe-email/success', { ignoresInitError: true }),
  headless('/recommender-widget', { silentToParent: true }),
];

/** Splits `/a/:b` into segments once, for matching without a regex per call. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i])
  );
}

/** The route for a path (without query), or undefined for the not-found page. */
export function findRoute(path: string): RouteDef | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTES.find((route) => matches(route.path, clean));
}
