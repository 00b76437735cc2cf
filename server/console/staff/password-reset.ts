import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordAudit } from '../audit/record.ts';
import { revokeAllStaffSessions } from '../auth/sessions.ts';
import { activeStaffByEmail } from '../auth/staff-lookup.ts';
import { hashSecret, newSecret } from '../auth/tokens.ts';
import { passwordResetMail } from '../mail/staff-mail.ts';

/** A reset link works once, for an hour. */
export const RESET_MINUTES = 60;

/** Where a reset link opens: the console's page, the token in the fragment. */
export const resetUrl = (publicOrigin: string, token: string) =>
  `${new URL('/console/reset-password', publicOrigin).href}#token=${token}`;

/**
 * E-mails a reset link when the address has an active console account; nothing otherwise. The
 * caller answers the same either way, so the call tells nobody who is staff.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  mailer: Mailer,
  email: string,
  context: { now: Date; publicOrigin: string },
): Promise<void> {
  const staff = await activeStaffByEmail(db, email);
  if (!staff) return;
  const token = newSecret();
  const { now } = context;
  await db
    .insertInto('staff_password_resets')
    .values({
      staff_id: staff.id,
      token_hash: hashSecret(token),
      created_at: now,
      expires_at: new Date(now.getTime() + RESET_MINUTES * 60_000),
    })
    .execute();
  const brand = await db
    .selectFrom('brands')
    .select('name')
    .where('id', '=', staff.brand_id)
    .executeTakeFirstOrThrow();
  await mailer.send(
    passwordResetMail({
      to: staff.email,
      locale: staff.locale,
      brandName: brand.name,
      url: resetUrl(context.publicOrigin, token),
      minutes: RESET_MINUTES,
    }),
  );
}

/**
 * Sets a new password from a live reset link: the link and the member's other links are spent,
 * every session of the member ends, and the change is audited (never the password). False when
 * the link is unknown, used or expired.
 */
export async function completePasswordReset(
  db: Kysely<Database>,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const reset = await trx
      .updateTable('staff_password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', hashSecret(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('staff_id')
      .executeTakeFirst();
    if (!reset) return false;
    const staff = await trx
      .updateTable('staff')
      .set({ password_hash: passwordHash })
      .where('id', '=', reset.staff_id)
      .where('removed_at', 'is', null)
      .returning(['id', 'brand_id', 'email'])
      .executeTakeFirst();
    if (!staff) return false;
    await trx
      .updateTable('staff_password_resets')
      .set({ used_at: now })
      .where('staff_id', '=', staff.id)
      .where('used_at', 'is', null)
      .execute();
    await revokeAllStaffSessions(trx, staff.id, now);
    await recordAudit(trx, {
      staff: { staffId: staff.id, brandId: staff.brand_id, email: staff.email },
      hotelId: null,
      action: 'account.password_reset',
      target: `staff:${staff.id}`,
      before: undefined,
      after: undefined,
      at: now,
    });
    return true;
  });
}
