import { useLocation } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { PointsScreen } from '../../features/account/PointsScreen.tsx';
import { ProfileScreen } from '../../features/account/ProfileScreen.tsx';
import { ReservationsScreen } from '../../features/account/ReservationsScreen.tsx';
import { PaymentOptionsScreen } from '../../features/account/wallet/PaymentOptionsScreen.tsx';
import { PromotionsScreen } from '../../features/account/wallet/PromotionsScreen.tsx';
import { ChatSignUpScreen } from '../../features/chatbot/ChatSignUpScreen.tsx';
import { IframeChangeLocaleScreen } from '../../features/chatbot/IframeChangeLocaleScreen.tsx';
import { IframeLiffTokenScreen } from '../../features/chatbot/IframeLiffTokenScreen.tsx';
import { IframeTokenScreen } from '../../features/chatbot/IframeTokenScreen.tsx';
import { ChangePasswordScreen } from '../../features/membership/ChangePasswordScreen.tsx';
import { ForgotPasswordScreen } from '../../features/membership/ForgotPasswordScreen.tsx';
import { MemberConfirmationScreen } from '../../features/membership/MemberConfirmationScreen.tsx';
import { MemberDeletedScreen } from '../../features/membership/MemberDeletedScreen.tsx';
import { OpenSignUpScreen } from '../../features/membership/OpenSignUpScreen.tsx';
import { ResendConfirmationScreen } from '../../features/membership/ResendConfirmationScreen.tsx';
import { SignInScreen } from '../../features/membership/SignInScreen.tsx';
import { SignOutScreen } from '../../features/membership/SignOutScreen.tsx';
import { SignUpDoneScreen } from '../../features/membership/SignUpDoneScreen.tsx';
import { SignUpResultScreen } from '../../features/membership/SignUpResultScreen.tsx';
import { SignUpScreen } from '../../features/membership/SignUpScreen.tsx';
import { SsoCallbackScreen } from '../../features/membership/SsoCallbackScreen.tsx';
import { PayLinkScreen } from '../../features/pay-link/PayLinkScreen.tsx';
import { ReviewReservationScreen } from '../../features/reservation/ReviewReservationScreen.tsx';
import { lazyScreen } from '../lazy-screen.tsx';
import { NotFoundScreen } from '../NotFoundScreen.tsx';
import { findRoute } from '../routes.ts';
import type { Screen } from '../screens.ts';
import { ChatSignInScreen, ChatSignUpDoneScreen, ChatSignUpFormScreen } from './chat-screens.tsx';
import { RecommenderScreen } from './RecommenderScreen.tsx';

/** /organization-sign-in and /corporate/{code}/sign-in: the sign-in for corporate users. */
const OrganizationSignInScreen = lazyScreen(() =>
  import('../../features/membership/OrganizationSignInScreen.tsx').then(
    (m) => m.OrganizationSignInScreen,
  ),
);

/**
 * Screens registered here, by route path, cost the first screen nothing: a route of the table
 * without an entry in SCREENS loads this one module (its own chunk) and the screen is picked
 * here. Meant for the member half (account area, review-reservation, the membership screens)
 * and the room recommender, which the first screen never shows. A path missing here shows the
 * not-found page.
 */
const LATER_SCREENS: Readonly<Record<string, Screen>> = {
  '/review-reservation/:confirmationNumber': ReviewReservationScreen,
  '/my-account/profile': ProfileScreen,
  '/my-account/reservations': ReservationsScreen,
  '/my-account/points': PointsScreen,
  '/my-account/payment-options': PaymentOptionsScreen,
  '/my-account/promotions': PromotionsScreen,
  '/sign-in': SignInScreen,
  '/ota-sign-in': SignInScreen,
  '/sign-out': SignOutScreen,
  '/sign-up': SignUpScreen,
  '/sign-up-result': SignUpResultScreen,
  '/sign-up-done': SignUpDoneScreen,
  '/forgot-password': ForgotPasswordScreen,
  '/change-password': ChangePasswordScreen,
  '/member-confirmation': MemberConfirmationScreen,
  '/member-deleted-confirmation': MemberDeletedScreen,
  '/resend-confirmation-email': ResendConfirmationScreen,
  '/sso/custom/callback': SsoCallbackScreen,
  '/member-registration-tripla/:code/open-signup': OpenSignUpScreen,
  '/member-registration-tripla/:code/done': SignUpDoneScreen,
  '/member-registration-tripla/:code/sign-in': SignInScreen,
  '/payments/:paymentNumber': PayLinkScreen,
  '/payments/:paymentNumber/display': PayLinkScreen,
  '/booking/recommender': RecommenderScreen,
  '/recommender-widget': RecommenderScreen,
  // The chatbot frame and the messaging-app embed (issue 19).
  '/chat-sign-in': ChatSignInScreen,
  '/chat-sign-up': ChatSignUpScreen,
  '/chat-sign-up-form': ChatSignUpFormScreen,
  '/chat-sign-up-result': SignUpResultScreen,
  '/chat-sign-up-done': ChatSignUpDoneScreen,
  '/iframe-token': IframeTokenScreen,
  '/iframe-liff-token': IframeLiffTokenScreen,
  '/iframe-change-locale': IframeChangeLocaleScreen,
  // Corporate accounts (issue 16): chunks of their own, loaded when opened.
  '/organization-sign-in': OrganizationSignInScreen,
  '/corporate/:code/sign-in': OrganizationSignInScreen,
  '/organization-admin': lazyScreen(() =>
    import('../../features/corporate/OrganizationAdminScreen.tsx').then(
      (m) => m.OrganizationAdminScreen,
    ),
  ),
  // The hotel lottery (issue 15): each screen its own chunk, loaded when opened.
  '/room-lottery': lazyScreen(() =>
    import('../../features/lottery/LotteryEventScreen.tsx').then((m) => m.LotteryEventScreen),
  ),
  '/room-lottery/guest-detail': lazyScreen(() =>
    import('../../features/lottery/LotteryGuestDetailScreen.tsx').then(
      (m) => m.LotteryGuestDetailScreen,
    ),
  ),
  '/room-lottery/confirmation/:confirmationNumber': lazyScreen(() =>
    import('./lottery-screens.tsx').then((m) => m.LotteryConfirmation),
  ),
  '/room-lottery/complete/:confirmationNumber': lazyScreen(() =>
    import('../../features/lottery/LotteryCompleteScreen.tsx').then((m) => m.LotteryCompleteScreen),
  ),
  '/room-lottery/reservation-incomplete/:lotteryEntryNumber': lazyScreen(() =>
    import('./lottery-screens.tsx').then((m) => m.LotteryIncomplete),
  ),
};

export function LaterScreen({ config }: { config: WidgetConfig }) {
  const [path] = useLocation();
  const Screen = LATER_SCREENS[findRoute(path)?.path ?? ''] ?? NotFoundScreen;
  return <Screen config={config} />;
}
