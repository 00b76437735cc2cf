import type { FunctionComponent } from '../react.ts';
import type { Capability } from '../rules/console/capabilities.ts';
import type { ConsoleArea } from './shared/i18n/console-areas.ts';
import type { ConsoleMessageId } from './shared/i18n/console-messages.ts';

/** What a console screen is given: the route's `:name` parameters (`hotel`: the hotel code). */
export interface ConsoleScreenProps {
  readonly params: Readonly<Record<string, string | undefined>>;
}

export type ConsoleScreen = FunctionComponent<ConsoleScreenProps>;

/**
 * One page of the console. The shell draws it inside its layout, under an `<h1>` of `title`,
 * and only for a member whose role has `capability`; to anyone else it says "Not allowed", and
 * its navigation item is not drawn.
 */
export interface ConsoleRoute {
  /** wouter pattern below /console (`/staff`, `/hotels/:hotel/settings`). */
  readonly path: string;
  /** The screen's code: its own chunk, loaded when the page is first opened. */
  readonly load: () => Promise<ConsoleScreen>;
  /** The page's heading, document title and navigation label (its text loads with the shell). */
  readonly title: ConsoleMessageId;
  /**
   * The text areas (ids' first part) the screen uses beyond the shell's
   * (src/console/shared/i18n/console-areas.ts): loaded with the screen, which is drawn once they
   * are in. src/console/route-areas.test.ts fails when a file the screen imports uses an id of
   * an area not listed here.
   */
  readonly areas?: readonly ConsoleArea[];
  /** What the member's role needs (src/rules/console/capabilities.ts); absent: any member. */
  readonly capability?: Capability;
  /**
   * `public`: for nobody signed in (sign-in, invitation, password reset): drawn in the plain
   * frame without navigation. `guest`: the same, for a hotel's guest rather than its staff (an
   * organisation's invitation), so the frame and the document title leave out the console's
   * name. `account`: the member's own account, the one place a member the brand requires a
   * second factor of may go before they have one.
   */
  readonly kind?: 'public' | 'guest' | 'account';
  /**
   * Listed in the navigation (in this table's order); a `:hotel` route under the hotel chosen
   * in the header, and not listed while there is none.
   */
  readonly nav?: boolean;
}

/**
 * Every page of the console (served at /console/…). Each area adds its lines here; the screen
 * itself lives in src/console/features/<area>/ and its texts in locales/console/*.json under
 * the area's prefix.
 */
export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  {
    path: '/',
    load: () => import('./shell/HomeScreen.tsx').then((m) => m.HomeScreen),
    title: 'shell.home',
    nav: true,
  },
  {
    path: '/sign-in',
    load: () => import('./features/auth/SignInScreen.tsx').then((m) => m.SignInScreen),
    title: 'auth.signIn.title',
    kind: 'public',
  },
  {
    path: '/invitation',
    load: () => import('./features/auth/InvitationScreen.tsx').then((m) => m.InvitationScreen),
    title: 'auth.invitation.title',
    kind: 'public',
  },
  {
    path: '/forgot-password',
    load: () =>
      import('./features/auth/ForgotPasswordScreen.tsx').then((m) => m.ForgotPasswordScreen),
    title: 'auth.forgot.title',
    kind: 'public',
  },
  {
    path: '/reset-password',
    load: () =>
      import('./features/auth/ResetPasswordScreen.tsx').then((m) => m.ResetPasswordScreen),
    title: 'auth.reset.title',
    kind: 'public',
  },
  {
    path: '/account/security',
    load: () => import('./features/auth/SecurityScreen.tsx').then((m) => m.SecurityScreen),
    title: 'auth.security.title',
    capability: 'account.self',
    kind: 'account',
    nav: true,
  },
  {
    path: '/staff',
    load: () => import('./features/staff/StaffScreen.tsx').then((m) => m.StaffScreen),
    title: 'staff.title',
    areas: ['staff'],
    capability: 'staff.manage',
    nav: true,
  },
  {
    path: '/audit',
    load: () => import('./features/audit/AuditScreen.tsx').then((m) => m.AuditScreen),
    title: 'audit.title',
    areas: ['audit'],
    capability: 'audit.read',
    nav: true,
  },
  // The brand's settings (issue 38): sign-in, sign-up, member pages, the brand's questions.
  {
    path: '/brand',
    load: () => import('./features/brand/BrandScreen.tsx').then((m) => m.BrandScreen),
    title: 'brand.title',
    areas: ['brand', 'settings'],
    capability: 'brand.settings',
    nav: true,
  },
  // Hotels and their settings (issue 38): src/console/features/hotels, settings, embed.
  {
    path: '/hotels',
    load: () => import('./features/hotels/HotelsScreen.tsx').then((m) => m.HotelsScreen),
    title: 'hotels.title',
    areas: ['hotels'],
    capability: 'hotel.settings.read',
    nav: true,
  },
  {
    path: '/hotels/new',
    load: () => import('./features/hotels/AddHotelScreen.tsx').then((m) => m.AddHotelScreen),
    title: 'hotels.addTitle',
    areas: ['hotels', 'settings'],
    capability: 'hotels.create',
  },
  {
    path: '/hotels/:hotel/settings',
    load: () => import('./features/settings/SettingsScreen.tsx').then((m) => m.SettingsScreen),
    title: 'settings.title',
    areas: ['settings', 'payments', 'hotels'],
    capability: 'hotel.settings.read',
    nav: true,
  },
  {
    path: '/hotels/:hotel/policies',
    load: () => import('./features/settings/ListsScreen.tsx').then((m) => m.ListsScreen),
    title: 'settings.lists.screen',
    areas: ['settings'],
    capability: 'hotel.settings.read',
    nav: true,
  },
  {
    path: '/hotels/:hotel/embed',
    load: () => import('./features/embed/EmbedScreen.tsx').then((m) => m.EmbedScreen),
    title: 'embed.title',
    areas: ['embed', 'previews', 'settings'],
    capability: 'hotel.embed',
    nav: true,
  },
  // Lottery events (issue 41): src/console/features/lottery.
  {
    path: '/hotels/:hotel/lottery',
    load: () => import('./features/lottery/LotteryScreen.tsx').then((m) => m.LotteryScreen),
    title: 'lottery.title',
    areas: ['lottery', 'settings'],
    capability: 'lottery.manage',
    nav: true,
  },
  {
    path: '/hotels/:hotel/lottery/:id',
    load: () =>
      import('./features/lottery/LotteryEventScreen.tsx').then((m) => m.LotteryEventScreen),
    title: 'lottery.event.title',
    areas: ['lottery', 'settings'],
    capability: 'lottery.manage',
  },
  // The brand's members and membership programs (issue 41): src/console/features/members.
  {
    path: '/members',
    load: () => import('./features/members/MembersScreen.tsx').then((m) => m.MembersScreen),
    title: 'members.title',
    areas: ['members'],
    capability: 'members.read',
    nav: true,
  },
  {
    path: '/members/:id',
    load: () => import('./features/members/MemberScreen.tsx').then((m) => m.MemberScreen),
    title: 'members.member.title',
    areas: ['members', 'settings', 'reservations'],
    capability: 'members.read',
  },
  {
    path: '/membership-programs',
    load: () => import('./features/members/ProgramsScreen.tsx').then((m) => m.ProgramsScreen),
    title: 'members.programs.title',
    areas: ['members', 'settings'],
    capability: 'members.read',
  },
  // Corporate organizations (issue 41): src/console/features/organizations.
  {
    path: '/organizations',
    load: () =>
      import('./features/organizations/OrganizationsScreen.tsx').then((m) => m.OrganizationsScreen),
    title: 'organizations.title',
    areas: ['organizations', 'settings'],
    capability: 'organizations.manage',
    nav: true,
  },
  {
    path: '/organizations/:id',
    load: () =>
      import('./features/organizations/OrganizationScreen.tsx').then((m) => m.OrganizationScreen),
    title: 'organizations.detailTitle',
    areas: ['organizations', 'settings'],
    capability: 'organizations.manage',
  },
  {
    path: '/organization-invitation',
    load: () =>
      import('./features/organizations/JoinOrganizationScreen.tsx').then(
        (m) => m.JoinOrganizationScreen,
      ),
    title: 'organizations.join.title',
    areas: ['organizations', 'settings'],
    kind: 'guest',
  },
  // Coupon codes and vouchers (issue 41): src/console/features/coupons.
  {
    path: '/hotels/:hotel/coupons',
    load: () => import('./features/coupons/CouponsScreen.tsx').then((m) => m.CouponsScreen),
    title: 'coupons.title',
    areas: ['coupons', 'settings'],
    capability: 'coupons.manage',
    nav: true,
  },
  {
    path: '/hotels/:hotel/coupons/:code',
    load: () => import('./features/coupons/CouponScreen.tsx').then((m) => m.CouponScreen),
    title: 'coupons.code.title',
    areas: ['coupons', 'settings'],
    capability: 'coupons.manage',
  },
  {
    path: '/hotels/:hotel/vouchers',
    load: () => import('./features/coupons/VouchersScreen.tsx').then((m) => m.VouchersScreen),
    title: 'vouchers.title',
    areas: ['vouchers', 'coupons', 'settings'],
    capability: 'coupons.manage',
    nav: true,
  },
  // Channel manager, webhooks and iCal (issue 42): src/console/features/connectivity.
  {
    path: '/hotels/:hotel/connectivity',
    load: () =>
      import('./features/connectivity/ConnectivityScreen.tsx').then((m) => m.ConnectivityScreen),
    title: 'connectivity.title',
    areas: ['connectivity', 'embed', 'settings'],
    capability: 'connectivity.manage',
    nav: true,
  },
  // The hotel's card gateway (issue 43): src/console/features/payments.
  {
    path: '/hotels/:hotel/payments',
    load: () => import('./features/payments/PaymentsScreen.tsx').then((m) => m.PaymentsScreen),
    title: 'payments.title',
    areas: ['payments', 'embed'],
    capability: 'payments.gateway',
    nav: true,
  },
  // The reservations desk (issue 40): src/console/features/reservations.
  {
    path: '/hotels/:hotel/reservations',
    load: () => import('./features/reservations/DeskScreen.tsx').then((m) => m.DeskScreen),
    title: 'reservations.title',
    areas: ['reservations'],
    capability: 'reservations.read',
    nav: true,
  },
  {
    path: '/hotels/:hotel/reservations/:number',
    load: () =>
      import('./features/reservations/ReservationScreen.tsx').then((m) => m.ReservationScreen),
    title: 'reservations.detailTitle',
    areas: ['reservations'],
    capability: 'reservations.read',
  },
  // Rooms, rate plans and the rates calendar (issue 39): src/console/features/inventory.
  {
    path: '/hotels/:hotel/calendar',
    load: () => import('./features/inventory/CalendarScreen.tsx').then((m) => m.CalendarScreen),
    title: 'inventory.calendar.title',
    areas: ['inventory'],
    capability: 'inventory.read',
    nav: true,
  },
  {
    path: '/hotels/:hotel/rooms',
    load: () => import('./features/inventory/CatalogueScreen.tsx').then((m) => m.CatalogueScreen),
    title: 'inventory.catalogue.title',
    areas: ['inventory', 'previews', 'embed', 'settings'],
    capability: 'inventory.read',
    nav: true,
  },
  {
    path: '/guest-data',
    load: () => import('./features/guest-data/GuestDataScreen.tsx').then((m) => m.GuestDataScreen),
    title: 'guestData.title',
    areas: ['guestData'],
    capability: 'guest_data.manage',
    nav: true,
  },
  {
    path: '/hotels/:hotel/dashboard',
    load: () => import('./features/dashboard/DashboardScreen.tsx').then((m) => m.DashboardScreen),
    title: 'dashboard.title',
    areas: ['dashboard', 'reservations'],
    capability: 'dashboard.read',
    nav: true,
  },
  // Every hotel the member may see side by side (the server keeps to their hotels).
  {
    path: '/dashboard',
    load: () =>
      import('./features/dashboard/BrandDashboardScreen.tsx').then((m) => m.BrandDashboardScreen),
    title: 'dashboard.brandTitle',
    areas: ['dashboard', 'reservations'],
    capability: 'dashboard.read',
    nav: true,
  },
];

/** The page the sign-in screens live at; a signed-out member is sent there. */
export const SIGN_IN_PATH = '/sign-in';

/** The page of the member's own passkeys and authenticator app. */
export const SECURITY_PATH = '/account/security';
