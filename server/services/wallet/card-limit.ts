import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SavedCardTable } from '../../db/schema-wallet.ts';
import type { PaymentGateway, VaultedCard } from '../../payments/gateway.ts';
import { MAX_SAVED_CARDS, storeCard } from './cards.ts';

/** What became of a card the gateway saved outside a request that checked the wallet first. */
export type KeptCard =
  | { kind: 'saved'; row: Selectable<SavedCardTable> }
  /** The member keeps the most cards already: the caller detaches it at the gateway. */
  | { kind: 'wallet_full' }
  /**
   * The member was deleted meanwhile: the card's row is written all the same, as the record
   * that it still exists at the gateway, for the deleted members' detach (member-cards.ts) and
   * its retrying job to remove it.
   */
  | { kind: 'member_deleted' }
  | { kind: 'no_member' };

/**
 * Keeps a card a gateway saved after its own 3-D Secure (Stripe's "Add a card"), counting it
 * against the wallet's limit where it is stored: the limit checked when the setup started can
 * be passed by several setups open at once. The member's row is locked so two cards finishing
 * at once (the member's confirmation and Stripe's webhook, or two setups) are counted one after
 * the other; a card stored already (the same token) is answered as it is, whatever the count.
 */
export async function keepCardWithinLimit(
  db: Kysely<Database>,
  gateway: Pick<PaymentGateway, 'name' | 'vaultName'>,
  memberId: number,
  card: VaultedCard,
): Promise<KeptCard> {
  return db.transaction().execute(async (tx): Promise<KeptCard> => {
    const member = await tx
      .selectFrom('members')
      .select('deleted_at')
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) return { kind: 'no_member' };
    if (member.deleted_at !== null) {
      await storeCard(tx, gateway, memberId, card);
      return { kind: 'member_deleted' };
    }
    const stored = await tx
      .selectFrom('saved_cards')
      .select('id')
      .where('customer_token', '=', card.customerToken)
      .executeTakeFirst();
    if (!stored) {
      const count = await tx
        .selectFrom('saved_cards')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_SAVED_CARDS) return { kind: 'wallet_full' };
    }
    return { kind: 'saved', row: await storeCard(tx, gateway, memberId, card) };
  });
}
