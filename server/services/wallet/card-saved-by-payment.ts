import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { storeCard } from './cards.ts';

/**
 * Keeps in the wallet the card a booking's payment saved at the gateway ("Save this card" at a
 * Stripe hotel: attached to the member's Customer once the payment was authorised, at once or
 * after its 3-D Secure). Called after the booking is written and again when its 3-D Secure
 * settles; storing twice keeps one row. `bookedBy` is the reservation's member now: a booking
 * no longer linked to that member (the member deleted or erased meanwhile) does not keep the
 * card, which is detached again so nothing stays at the gateway that no row points to.
 * Never throws: the booking stands either way; a card that could not be stored is detached.
 */
export async function keepCardSavedByPayment(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  paymentId: string,
  bookedBy: number | null,
): Promise<void> {
  if (!gateway.savedCardOf) return;
  const saved = await gateway.savedCardOf(paymentId).catch(() => null);
  if (!saved) return;
  const forget = () => gateway.removeVaultedCard?.(saved.card.customerToken).catch(() => undefined);
  if (bookedBy !== saved.memberId) {
    await forget();
    return;
  }
  const member = await db
    .selectFrom('members')
    .select('deleted_at')
    .where('id', '=', saved.memberId)
    .executeTakeFirst();
  if (!member || member.deleted_at !== null) {
    await forget();
    return;
  }
  await storeCard(db, gateway, saved.memberId, saved.card).catch(forget);
}
