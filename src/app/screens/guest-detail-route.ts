import { lazyScreen } from '../lazy-screen.tsx';

/**
 * The guest-detail screen (route `/reservation/guest-detail`), loaded on demand. Its own module
 * so the search screen can fetch it in advance (the guest's next step) without importing the
 * route table.
 */
export const GuestDetailRoute = lazyScreen(() =>
  import('../../features/booking/GuestDetailScreen.tsx').then((m) => m.GuestDetailScreen),
);
