import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deleteMember } from '../../services/members/accounts.ts';
import { recordAudit } from '../audit/record.ts';
import { staffForbidden } from '../auth/errors.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { markActor } from '../reservations/actor.ts';
import { guestRecords, guestTarget } from './find.ts';

/** What an erased booking keeps of its guest: nothing personal. */
export const ERASED_NAME = 'Erased';
/** The address an erased booking keeps: unique per booking, never deliverable. */
export const erasedEmail = (reservationId: number): string =>
  `erased-${reservationId}@erased.invalid`;

export interface ErasedCounts {
  reservations: number;
  member: boolean;
  marketing: number;
  lottery_entries: number;
  pay_links: number;
}

/**
 * Erases what the brand holds about an address. The member account is deleted as the member's
 * own deletion does (personal fields emptied, sessions revoked, bookings detached). Bookings stay
 * for the hotels' accounts and the law, anonymised: e-mail, guest, room guests, answers' text,
 * special request and campaign removed, uploads unlinked, notes' text blanked; amounts, dates and
 * rooms kept. Consent rows are deleted; lottery entries and payment requests lose name and
 * address. One transaction with the audit entry (what was erased, never the data itself).
 * Only a member of every hotel of the brand may erase (the data is the brand's).
 */
export async function eraseGuestData(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  email: string,
  now: Date,
): Promise<ErasedCounts> {
  if (staff.hotelIds !== null)
    throw staffForbidden('erasing is for members of every hotel of the brand');
  const records = await guestRecords(db, staff, email);
  if (records.member) await deleteMember(db, now, records.member, 'erased_by_hotel', null);
  const ids = records.reservations.map((r) => r.id);
  await db.transaction().execute(async (tx) => {
    await markActor(tx, staff);
    for (const r of records.reservations) {
      await tx
        .updateTable('reservations')
        .set({
          email: erasedEmail(r.id),
          guest: JSON.stringify({ first_name: ERASED_NAME, last_name: ERASED_NAME }),
          rooms: JSON.stringify(r.rooms.map((room) => ({ ...room, guest: null }))),
          answers: JSON.stringify(r.answers.map((a) => ({ question_id: a.question_id }))),
          special_request: null,
          campaign: null,
          member_id: null,
          updated_at: now,
        })
        .where('id', '=', r.id)
        .execute();
      await tx
        .insertInto('reservation_events')
        .values({
          reservation_id: r.id,
          hotel_id: r.hotel_id,
          kind: 'erased',
          actor_staff_id: staff.staffId,
          actor_email: staff.email,
          detail: null,
          created_at: now,
        })
        .execute();
    }
    if (ids.length > 0) {
      await tx.deleteFrom('file_attachments').where('reservation_id', 'in', ids).execute();
      await sql`UPDATE reservation_events SET detail = ${JSON.stringify({ text: '' })}
        WHERE kind = 'note' AND reservation_id IN (${sql.join(ids)})`.execute(tx);
      await sql`UPDATE reservation_events SET detail = NULL
        WHERE kind IN ('mail.sent', 'mail.failed', 'pay_link.created')
          AND reservation_id IN (${sql.join(ids)})`.execute(tx);
    }
    await tx
      .deleteFrom('marketing_subscriptions')
      .where('brand_id', '=', staff.brandId)
      .where('email_key', '=', records.key)
      .execute();
    for (const entry of records.lottery)
      await tx
        .updateTable('lottery_entries')
        .set({ first_name: ERASED_NAME, last_name: ERASED_NAME, updated_at: now })
        .where('id', '=', entry.id)
        .execute();
    for (const link of records.payLinks)
      await tx
        .updateTable('payment_links')
        .set({ email: `erased-link-${link.id}@erased.invalid`, updated_at: now })
        .where('id', '=', link.id)
        .execute();
    await recordAudit(tx, {
      staff,
      hotelId: null,
      action: 'guest_data.erase',
      target: guestTarget(records.key),
      before: {
        reservations: records.reservations.map((r) => r.number),
        member: records.member?.membership_id ?? null,
      },
      after: { erased: true },
      at: now,
    });
  });
  return {
    reservations: ids.length,
    member: records.member !== undefined,
    marketing: records.marketing.length,
    lottery_entries: records.lottery.length,
    pay_links: records.payLinks.length,
  };
}
