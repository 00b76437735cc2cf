import type { WidgetConfig } from '../../loader/widget-api.ts';
import type { FunctionComponent } from '../react.ts';
import { lazyScreen } from './lazy-screen.tsx';
import { ServiceUnavailableScreen } from './ServiceUnavailableScreen.tsx';
import { BookingResultScreen } from './screens/BookingResultScreen.tsx';
import { GuestDetailRoute } from './screens/guest-detail-route.ts';

export type Screen = FunctionComponent<{ config: WidgetConfig }>;

/**
 * The screen of every path that has no entry below: loaded on demand with the screens of
 * screens/later-screens.tsx, which picks one by route (or shows the not-found page). A screen
 * registered there costs the first screen nothing.
 */
export const LaterScreen: Screen = lazyScreen(() =>
  import('./screens/later-screens.tsx').then((m) => m.LaterScreen),
);

/**
 * Route pattern → screen. Features register here as they are built; later screens should be
 * `lazy()` so they load on demand. A route without a screen shows the not-found page.
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
  '/booking/result': BookingResultScreen,
  '/503': ServiceUnavailableScreen,
  '/facilities': lazyScreen(() =>
    import('../features/facilities/FacilitiesScreen.tsx').then((m) => m.FacilitiesScreen),
  ),
  '/cancellation-policy': lazyScreen(() =>
    import('../features/cancellation-policy/CancellationPolicyScreen.tsx').then(
      (m) => m.CancellationPolicyScreen,
    ),
  ),
  '/reservation/guest-detail': GuestDetailRoute,
  '/reservation/payment': lazyScreen(() =>
    import('../features/booking/payment/PaymentScreen.tsx').then((m) => m.PaymentScreen),
  ),
  '/reservation/fail': lazyScreen(() =>
    import('../features/booking/fail/FailScreen.tsx').then((m) => m.FailScreen),
  ),
  '/reservation/confirmation/:confirmationNumber': lazyScreen(() =>
    import('../features/reservation/ReservationScreen.tsx').then((m) => m.ReservationScreen),
  ),
  '/search': lazyScreen(() =>
    import('../features/reservation/FindReservationScreen.tsx').then(
      (m) => m.FindReservationScreen,
    ),
  ),
  '/unsubscribe-email/confirmation': lazyScreen(() =>
    import('../features/unsubscribe/UnsubscribeConfirmationScreen.tsx').then(
      (m) => m.UnsubscribeConfirmationScreen,
    ),
  ),
  '/unsubscribe-email/success': lazyScreen(() =>
    import('../features/unsubscribe/UnsubscribeSuccessScreen.tsx').then(
      (m) => m.UnsubscribeSuccessScreen,
    ),
  ),
};
