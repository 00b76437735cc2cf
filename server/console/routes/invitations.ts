import type { Hono } from 'hono';
import {
  acceptConsoleInvitation,
  inspectConsoleInvitation,
} from '../../../src/api/contract/endpoints/console-auth.ts';
import { register } from '../../http/register.ts';
import { mailLocale } from '../../mail/messages/index.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { recordAudit } from '../audit/record.ts';
import { linkInvalid } from '../auth/errors.ts';
import { openStaffSession } from '../auth/open-session.ts';
import { acceptInvitation, liveInvitation } from '../staff/invitations.ts';

/** An invitation link's page: what it is for, then accepting it with a name and a password. */
export function consoleInvitationRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;

  register(app, inspectConsoleInvitation, async ({ body }) => {
    const invitation = await liveInvitation(db, (await body()).token, deps.now());
    if (!invitation) throw linkInvalid();
    return {
      email: invitation.email,
      brand_name: invitation.brand_name,
      role: invitation.role,
      locale: mailLocale(invitation.locale),
    };
  });

  register(app, acceptConsoleInvitation, async ({ c, body }) => {
    const input = await body();
    const now = deps.now();
    // Hash before the transaction: scrypt takes a while and must not hold the row.
    const passwordHash = await deps.passwords.hash(input.password);
    const member = await acceptInvitation(db, input.token, { name: input.name, passwordHash }, now);
    if (!member) throw linkInvalid();
    await recordAudit(db, {
      staff: member,
      hotelId: null,
      action: 'staff.join',
      target: `staff:${member.staffId}`,
      before: undefined,
      after: { email: member.email, role: member.role },
      at: now,
    });
    return c.json(await openStaffSession(c, member.staffId, false), 201);
  });
}
