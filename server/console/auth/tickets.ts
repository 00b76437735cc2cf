import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashSecret, newSecret } from './tokens.ts';

/** How long the second step may take after a right password. */
const TICKET_MS = 5 * 60_000;

/** A ticket for the second step of a sign-in (the password was right). */
export async function issueSignInTicket(
  db: Kysely<Database>,
  staffId: number,
  now: Date,
): Promise<string> {
  const ticket = newSecret();
  await db
    .insertInto('staff_sign_in_tickets')
    .values({
      token_hash: hashSecret(ticket),
      staff_id: staffId,
      expires_at: new Date(now.getTime() + TICKET_MS),
    })
    .execute();
  return ticket;
}

/** The staff member of a live ticket (it stays usable until the second step succeeds). */
export async function ticketHolder(
  db: Kysely<Database>,
  ticket: string,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('staff_sign_in_tickets as t')
    .innerJoin('staff as m', 'm.id', 't.staff_id')
    .select('t.staff_id')
    .where('t.token_hash', '=', hashSecret(ticket))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where('m.removed_at', 'is', null)
    .executeTakeFirst();
  return row?.staff_id;
}

/** Spends a ticket; false when another request spent it first. */
export async function spendSignInTicket(
  db: Kysely<Database>,
  ticket: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .updateTable('staff_sign_in_tickets')
    .set({ used_at: now })
    .where('token_hash', '=', hashSecret(ticket))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}
