import type { Kysely } from 'kysely';
import type { DeskPayLink } from '../../../src/api/contract/console/reservation-actions.ts';
import { isLocale } from '../../../src/rules/locales.ts';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../http/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { payLinkMail } from '../../mail/pay-link-template.ts';
import { createLink, payUrl } from '../../services/pay-links/links.ts';
import type { LoadedReservation } from '../../services/reservations/access.ts';
import { recordAudit } from '../audit/record.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { addEvent } from './actor.ts';
import { sendGuestMail } from './guest-mail.ts';

/**
 * Asks the guest for a payment, as `npm run payment-link -- create --reservation …` does: a
 * pay-by-link request of the hotel (its currency, the booking's language) tied to the booking,
 * e-mailed to the booking's address, in its timeline and the audit log.
 */
export async function requestPayment(
  deps: { db: Kysely<Database>; mailer: Mailer; logger: Logger; publicOrigin: string },
  loaded: LoadedReservation,
  body: DeskPayLink,
  staff: StaffPrincipal,
  now: Date,
): Promise<{ payment_number: string; url: string; expires_at: string }> {
  const { row, hotel } = loaded;
  const view = await createLink(
    deps.db,
    hotel,
    {
      amount: body.amount,
      description: body.description,
      email: row.email,
      reservation_number: row.number,
      ...(isLocale(row.locale) ? { locale: row.locale } : {}),
    },
    now,
  );
  const url = payUrl(deps.publicOrigin, view);
  const expiresAt = new Date(view.expires_at);
  await addEvent(deps.db, {
    reservationId: row.id,
    hotelId: hotel.id,
    kind: 'pay_link.created',
    staff,
    detail: {
      payment_number: view.payment_number,
      amount: view.amount,
      currency: view.currency,
      description: view.description,
    },
    at: now,
  });
  await recordAudit(deps.db, {
    staff,
    hotelId: hotel.id,
    action: 'reservation.pay_link',
    target: `reservation:${row.number}`,
    before: undefined,
    after: { payment_number: view.payment_number, amount: view.amount, currency: view.currency },
    at: now,
  });
  await sendGuestMail(
    deps,
    { id: row.id, hotelId: hotel.id },
    {
      template: 'pay_link',
      link: url,
      message: payLinkMail({
        to: view.email,
        locale: view.locale,
        hotelName: view.hotel_name,
        hotelTimeZone: hotel.time_zone,
        description: view.description,
        amount: view.amount,
        currency: view.currency,
        reservationNumber: view.reservation_number,
        expiresAt,
        url,
      }),
    },
    staff,
    now,
  );
  return { payment_number: view.payment_number, url, expires_at: expiresAt.toISOString() };
}
