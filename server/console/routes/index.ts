import type { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { consoleLimiters } from '../auth/limiters.ts';
import { consoleAccountRoutes } from './account.ts';
import { consoleAuditRoutes } from './audit.ts';
import { consoleConnectivityRoutes } from './connectivity.ts';
import { consoleDashboardRoutes } from './dashboard.ts';
import { consoleEmbedRoutes } from './embed.ts';
import { consoleGuestDataRoutes } from './guest-data.ts';
import { consoleHotelRoutes } from './hotels.ts';
import { consoleInventoryRoutes } from './inventory.ts';
import { consoleInvitationRoutes } from './invitations.ts';
import { consoleLotteryRoutes } from './lottery.ts';
import { consoleOrganizationRoutes } from './organizations.ts';
import { consoleMemberRoutes } from './members.ts';
import { consolePasswordResetRoutes } from './password-reset.ts';
import { consolePaymentRoutes } from './payments.ts';
import { consolePreviewRoutes } from './previews.ts';
import { consoleReservationRoutes } from './reservations.ts';
import { consoleSessionRoutes } from './session.ts';
import { consoleSettingsRoutes } from './settings.ts';
import { consoleSignInRoutes } from './sign-in.ts';
import { consoleStaffRoutes } from './staff.ts';

/** The console's staff, sign-in and audit calls (issue 38); other console areas add theirs. */
export function consoleRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const limiters = consoleLimiters(deps);
  consoleSessionRoutes(app, deps);
  consoleSignInRoutes(app, deps, limiters);
  consoleAccountRoutes(app, deps, limiters);
  consoleInvitationRoutes(app, deps);
  consolePasswordResetRoutes(app, deps, limiters);
  consoleStaffRoutes(app, deps);
  consoleAuditRoutes(app, deps);
  consoleHotelRoutes(app, deps);
  consoleInventoryRoutes(app, deps);
  consoleSettingsRoutes(app, deps);
  consoleReservationRoutes(app, deps);
  consoleGuestDataRoutes(app, deps);
  consoleDashboardRoutes(app, deps);
  consoleEmbedRoutes(app, deps);
  consolePaymentRoutes(app, deps);
  consoleConnectivityRoutes(app, deps);
  consoleLotteryRoutes(app, deps);
  consoleOrganizationRoutes(app, deps);
  consoleMemberRoutes(app, deps);
  consolePreviewRoutes(app, deps);
}
