import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Logger, silentLogger } from '../../http/logger.ts';
import { type PaymentGateway, vaultNameOf } from '../../payments/gateway.ts';
import { keepCardWithinLimit } from './card-limit.ts';
import { forgetCardsOfDeletedMembers } from './member-cards.ts';

/** What became of the card a booking's payment saved at the gateway. */
export type CardKeptByPayment =
  /** The payment saved no card (or the gateway could not say which). */
  | 'none'
  | 'saved'
  /** Nobody keeps it (the booking failed or is not the member's): detached, once. */
  | 'not_kept'
  /** The member's wallet filled meanwhile: detached (tried once, logged). */
  | 'wallet_full'
  /** The member was deleted meanwhile: detached as their deletion's cards, else by the card job. */
  | 'member_deleted';

/**
 * Keeps in the wallet the card a booking's payment saved at the gateway ("Save this card" at a
 * Stripe hotel: attached to the member's Customer once the payment was authorised, at once or
 * after its 3-D Secure). Called after the booking is written and again when its 3-D Secure
 * settles; storing twice keeps one row. `bookedBy` is the reservation's member now.
 *
 * It is stored through the wallet's limit (card-limit.ts), under the member's row lock: the
 * check when the booking started can be passed by cards saved during its 3-D Secure. A card
 * beyond the limit is detached, and only logged: the booking's answer has no place to say it,
 * and a paid booking never fails over the wallet. A member deleted meanwhile (their bookings
 * unlinked) gets the card's row all the same, as the record that it still exists at the
 * gateway, and it is detached as their deletion's cards are; a Stripe outage leaves it to the
 * card job (card-detach-job.ts). A booking not linked to the member otherwise keeps no card.
 * Never throws: the booking stands either way.
 */
export async function keepCardSavedByPayment(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  paymentId: string,
  bookedBy: number | null,
  logger: Logger = silentLogger,
): Promise<CardKeptByPayment> {
  if (!gateway.savedCardOf) return 'none';
  const saved = await gateway.savedCardOf(paymentId).catch(() => null);
  if (!saved) return 'none';
  const { memberId, card } = saved;
  const detach = () =>
    Promise.resolve(gateway.removeVaultedCard?.(card.customerToken)).then(
      () => true,
      () => false,
    );
  if (bookedBy !== memberId && !(await isDeleted(db, memberId))) {
    await detach();
    return 'not_kept';
  }
  const kept = await keepCardWithinLimit(db, gateway, memberId, card).catch(() => null);
  if (kept?.kind === 'saved') return 'saved';
  if (kept?.kind === 'wallet_full') {
    const detached = await detach();
    logger({
      level: detached ? 'info' : 'warn',
      msg: 'wallet full: card saved by a payment detached',
      member_id: memberId,
      detached,
    });
    return 'wallet_full';
  }
  if (kept?.kind === 'member_deleted') {
    const vault = vaultNameOf(gateway);
    const vaultOf = async (name: string) => (name === vault ? gateway : null);
    // A database failure here leaves the row (stored above) to the card job.
    const { removed, kept: left } = await forgetCardsOfDeletedMembers(db, vaultOf, memberId).catch(
      () => ({ removed: 0, kept: 1 }),
    );
    logger({
      level: left > 0 ? 'warn' : 'info',
      msg: 'deleted members cards detached',
      removed,
      kept: left,
    });
    return 'member_deleted';
  }
  // No such member, or the card could not be stored: nothing here points to it.
  await detach();
  return 'not_kept';
}

const isDeleted = async (db: Kysely<Database>, memberId: number) => {
  const member = await db
    .selectFrom('members')
    .select('deleted_at')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return member !== undefined && member.deleted_at !== null;
};
