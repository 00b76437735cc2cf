import type { Kysely } from 'kysely';
import type { CreateReservation } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { checkAttachments } from './attachments.ts';
import { checkCardRequest, checkGuest } from './booking-rules.ts';
import { checkAnswers } from './build.ts';
import { checkExpectedTotal } from './charge.ts';
import { type PreparedBooking, type PricedRequestResult, priceRequest } from './price-request.ts';

/**
 * Everything create checks before writing: guest, price and plan rules, card request, expected
 * price, answers, files. Reads only, so the card path runs it with no transaction open.
 * `returnOrigins` is undefined when the server takes no cards.
 */
export async function validateBooking(
  db: Kysely<Database>,
  prepared: PreparedBooking,
  body: CreateReservation,
  origins: { publicOrigin: string; returnOrigins: readonly string[] | '*' | undefined },
): Promise<PricedRequestResult> {
  checkGuest(prepared.hotel, body.guest);
  const priced = await priceRequest(db, prepared, body);
  checkCardRequest(body, origins.publicOrigin, origins.returnOrigins);
  checkExpectedTotal(priced, body.expected_total_price);
  await checkAnswers(
    db,
    prepared.hotel,
    priced.plans,
    priced.rooms.reduce((n, r) => n + r.adults, 0),
    body.answers ?? [],
  );
  await checkAttachments(db, body.answers ?? []);
  return priced;
}
