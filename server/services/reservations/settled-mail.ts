import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../http/logger.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { cancellationMail, confirmationMail } from '../../mail/templates.ts';
import { type LoadedReservation, loadReservation } from './access.ts';
import { mintedManageUrl } from './manage-link.ts';
import { findPayment, presentPayment } from './payment.ts';
import { presentReservation } from './present.ts';

/**
 * The confirmation of a booking that became `done` once 3-D Secure was through (the guest's
 * return, a read, or the 15-minute sweep). The first bypass token is no longer known, so the
 * manage link gets a token minted for this mail; never the guest's e-mail.
 */
export async function settledConfirmationMail(
  db: Kysely<Database>,
  publicOrigin: string,
  { row, hotel, policy }: LoadedReservation,
  now: Date,
): Promise<OutgoingMail> {
  const done = presentReservation(row, hotel, policy, now);
  const link = await mintedManageUrl(db, publicOrigin, row, hotel.code, now);
  return confirmationMail(done, row.locale, link);
}

/**
 * The sweep's `onDone` (payments/expiry-job.ts): loads the reservation and mails its
 * confirmation. A failure is logged, not thrown, so the sweep goes on with the others.
 */
export function mailSettled(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  publicOrigin: () => string;
  now: () => Date;
  logger: Logger;
}): (reservationNumber: string) => Promise<void> {
  return async (reservationNumber) => {
    try {
      const loaded = await loadReservation(deps.db, reservationNumber);
      if (!loaded) return;
      const now = deps.now();
      await deps.mailer.send(
        await settledConfirmationMail(deps.db, deps.publicOrigin(), loaded, now),
      );
    } catch (error) {
      deps.logger({
        level: 'error',
        msg: 'mail failed',
        reservation: reservationNumber,
        error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      });
    }
  };
}

/**
 * The cancellation e-mail of a cancellation finished by refund reconciliation, as the cancel
 * route would have sent it (with what went back to the card). Logged, not thrown, on failure.
 */
export function mailCancelled(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
}): (reservationNumber: string) => Promise<void> {
  return async (reservationNumber) => {
    try {
      const loaded = await loadReservation(deps.db, reservationNumber);
      if (!loaded) return;
      const { row, hotel, policy } = loaded;
      const payment = await findPayment(deps.db, row.id);
      const reservation = {
        ...presentReservation(row, hotel, policy, deps.now()),
        ...(payment ? { payment: presentPayment(payment) } : {}),
      };
      await deps.mailer.send(cancellationMail(reservation, row.locale));
    } catch (error) {
      deps.logger({
        level: 'error',
        msg: 'mail failed',
        reservation: reservationNumber,
        error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      });
    }
  };
}
