import type { Kysely } from 'kysely';
import type { StaffRole } from '../../../src/rules/console/capabilities.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { hashSecret, newSecret } from '../auth/tokens.ts';
import { invitationMail } from '../mail/staff-mail.ts';

/** An invitation link works once, for 7 days. */
export const INVITATION_DAYS = 7;

/** Where an invitation link opens: the console's page, the token in the fragment (never sent). */
export const invitationUrl = (publicOrigin: string, token: string) =>
  `${new URL('/console/invitation', publicOrigin).href}#token=${token}`;

export interface NewInvitation {
  brandId: number;
  email: string;
  role: StaffRole;
  /** The hotel limit (ids), or null for every hotel. */
  hotelIds: readonly number[] | null;
  locale: string;
  /** Null: the CLI. */
  invitedBy: number | null;
}

/**
 * Makes an invitation and e-mails its link in the invitee's language; answers the row and the
 * link (the CLI prints it; the API never shows it). Refused (409) when the address already has
 * an active console account.
 */
export async function createInvitation(
  db: Kysely<Database>,
  mailer: Mailer,
  input: NewInvitation,
  context: { now: Date; publicOrigin: string },
) {
  const email = input.email.toLowerCase();
  const existing = await db
    .selectFrom('staff')
    .select('id')
    .where('email', '=', email)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (existing) throw conflict('This address already has a console account.');
  const token = newSecret();
  const { now } = context;
  const row = await db
    .insertInto('staff_invitations')
    .values({
      brand_id: input.brandId,
      email,
      role: input.role,
      hotel_ids: input.hotelIds === null ? null : JSON.stringify(input.hotelIds),
      locale: input.locale,
      token_hash: hashSecret(token),
      invited_by: input.invitedBy,
      created_at: now,
      expires_at: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
    })
    .returning(['id', 'created_at', 'expires_at'])
    .executeTakeFirstOrThrow();
  const brand = await db
    .selectFrom('brands')
    .select('name')
    .where('id', '=', input.brandId)
    .executeTakeFirstOrThrow();
  const url = invitationUrl(context.publicOrigin, token);
  await mailer.send(
    invitationMail({
      to: email,
      locale: input.locale,
      brandName: brand.name,
      role: input.role,
      url,
      days: INVITATION_DAYS,
    }),
  );
  return { ...row, email, url };
}

/** A live invitation (unused, unexpired) by its token. */
export async function liveInvitation(db: Kysely<Database>, token: string, now: Date) {
  return db
    .selectFrom('staff_invitations as i')
    .innerJoin('brands as b', 'b.id', 'i.brand_id')
    .select([
      'i.id',
      'i.brand_id',
      'i.email',
      'i.role',
      'i.hotel_ids',
      'i.locale',
      'i.invited_by',
      'b.name as brand_name',
    ])
    .where('i.token_hash', '=', hashSecret(token))
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Accepts an invitation: spends it (and the address's other pending ones), makes the member
 * with their name, password hash and hotel limit. Undefined when the link is not live (another
 * request may have spent it a moment ago); 409 when the address got an account meanwhile.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  token: string,
  member: { name: string; passwordHash: string },
  now: Date,
): Promise<{ staffId: number; brandId: number; email: string; role: StaffRole } | undefined> {
  return db.transaction().execute(async (trx) => {
    const invitation = await trx
      .updateTable('staff_invitations')
      .set({ used_at: now })
      .where('token_hash', '=', hashSecret(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['brand_id', 'email', 'role', 'hotel_ids', 'locale'])
      .executeTakeFirst();
    if (!invitation) return undefined;
    const taken = await trx
      .selectFrom('staff')
      .select('id')
      .where('email', '=', invitation.email)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (taken) throw conflict('This address already has a console account.');
    await trx
      .updateTable('staff_invitations')
      .set({ used_at: now })
      .where('email', '=', invitation.email)
      .where('used_at', 'is', null)
      .execute();
    const hotelIds = invitation.hotel_ids;
    const staff = await trx
      .insertInto('staff')
      .values({
        brand_id: invitation.brand_id,
        email: invitation.email,
        name: member.name,
        role: invitation.role,
        locale: invitation.locale,
        password_hash: member.passwordHash,
        hotel_limited: hotelIds !== null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (hotelIds && hotelIds.length > 0) {
      await trx
        .insertInto('staff_hotels')
        .values(hotelIds.map((hotel_id) => ({ staff_id: staff.id, hotel_id })))
        .execute();
    }
    return {
      staffId: staff.id,
      brandId: invitation.brand_id,
      email: invitation.email,
      role: invitation.role,
    };
  });
}
