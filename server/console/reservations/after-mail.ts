import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../http/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { cancellationMail, updateMail } from '../../mail/templates.ts';
import { loadReservation } from '../../services/reservations/access.ts';
import { mintedManageUrl } from '../../services/reservations/manage-link.ts';
import { findPayment, presentPayment } from '../../services/reservations/payment.ts';
import { presentReservation } from '../../services/reservations/present.ts';
import type { DeskActor } from './actor.ts';
import { sendGuestMail } from './guest-mail.ts';

/**
 * Tells the guest what the desk did (the mails the guest's own change or cancellation sends):
 * the change with a new manage link, or the cancellation with its fee and refund. In the
 * reservation's timeline; a failure is logged there, never undoing the action.
 */
export async function guestMailAfter(
  deps: { db: Kysely<Database>; mailer: Mailer; logger: Logger; publicOrigin: string; now(): Date },
  number: string,
  what: 'changed' | 'cancelled',
  staff: DeskActor,
): Promise<void> {
  const now = deps.now();
  const loaded = await loadReservation(deps.db, number);
  if (!loaded) return;
  const { row, hotel, policy } = loaded;
  const shown = presentReservation(row, hotel, policy, now);
  if (what === 'cancelled') {
    const payment = await findPayment(deps.db, row.id);
    const message = cancellationMail(
      { ...shown, ...(payment ? { payment: presentPayment(payment) } : {}) },
      row.locale,
    );
    await sendGuestMail(
      deps,
      { id: row.id, hotelId: hotel.id },
      { template: 'cancellation', message, link: null },
      staff,
      now,
    );
    return;
  }
  const link = await mintedManageUrl(deps.db, deps.publicOrigin, row, hotel.code, now);
  await sendGuestMail(
    deps,
    { id: row.id, hotelId: hotel.id },
    { template: 'update', message: updateMail(shown, row.locale, link), link },
    staff,
    now,
  );
}
