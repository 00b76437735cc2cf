import type { Hono } from 'hono';
import {
  getConsolePaymentGateway,
  updateConsolePaymentGateway,
} from '../../../src/api/contract/endpoints/console-payments.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import {
  readGatewaySettings,
  updateGatewaySettings,
} from '../../services/payments/gateway-settings.ts';
import { recordAudit } from '../audit/record.ts';
import { consoleHotelOf, staffOf } from '../auth/staff-context.ts';

/**
 * The owner's payment gateway page (issue 43): read the hotel's choice, change it. The change
 * and its audit entry (before and after, neither holding a secret) land in one transaction.
 */
export function consolePaymentRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  const options = () => ({
    publicOrigin: deps.publicOrigin,
    liveKeysAllowed: deps.secretBoxConfigured,
  });
  register(app, getConsolePaymentGateway, async ({ c }) => ({
    data: await readGatewaySettings(db, consoleHotelOf(c).id, options()),
  }));
  register(app, updateConsolePaymentGateway, async ({ c, body }) => {
    const hotel = consoleHotelOf(c);
    const input = await body();
    const now = deps.now();
    const after = await db.transaction().execute(async (tx) => {
      const change = await updateGatewaySettings(tx, hotel.id, input, {
        ...options(),
        box: deps.secretBox,
        now,
      });
      await recordAudit(tx, {
        staff: staffOf(c),
        hotelId: hotel.id,
        action: 'payments.gateway.update',
        target: `hotel:${hotel.code}`,
        before: change.before,
        after: {
          ...change.after,
          // Which secrets this change replaced (never their values).
          replaced: [
            ...(input.stripe_secret_key !== undefined ? ['stripe_secret_key'] : []),
            ...(input.stripe_webhook_secret !== undefined ? ['stripe_webhook_secret'] : []),
          ],
        },
        at: now,
      });
      return change.after;
    });
    return { data: after };
  });
}
