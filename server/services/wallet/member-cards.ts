import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { VaultLookup } from '../../payments/vaults.ts';

export interface ForgottenCards {
  /** Removed at their vault (Stripe: detached from the Customer) and here. */
  removed: number;
  /** Still saved here: the vault could not be reached, refused, or is no longer known. */
  kept: number;
}

/**
 * The saved cards of deleted members (a member's own deletion, the console's, the guest-data
 * erase): each removed at its vault first (Stripe: the PaymentMethod detached, idempotent), then
 * its row deleted. A card the vault did not remove keeps its row, the only record that the card
 * still exists at the provider: the member is deleted (signed out, cannot sign in) so nobody
 * pays with it, and the card job (card-detach-job.ts) tries again until it is gone. The
 * deletion itself never waits on the provider: an outage must not keep personal data. `memberId`
 * limits it to one member (right after their deletion); without it every deleted member's
 * cards (the job). Never throws for a card.
 */
export async function forgetCardsOfDeletedMembers(
  db: Kysely<Database>,
  vaultOf: VaultLookup,
  memberId?: number,
): Promise<ForgottenCards> {
  let query = db
    .selectFrom('saved_cards')
    .innerJoin('members', 'members.id', 'saved_cards.member_id')
    .select(['saved_cards.id', 'saved_cards.gateway', 'saved_cards.customer_token'])
    .where('members.deleted_at', 'is not', null)
    .orderBy('saved_cards.id')
    .limit(500);
  if (memberId !== undefined) query = query.where('saved_cards.member_id', '=', memberId);
  const result: ForgottenCards = { removed: 0, kept: 0 };
  for (const card of await query.execute()) {
    const removed = await vaultOf(card.gateway)
      .then(async (vault) => {
        if (!vault) return false;
        await vault.removeVaultedCard?.(card.customer_token);
        return true;
      })
      .catch(() => false);
    if (!removed) {
      result.kept++;
      continue;
    }
    await db.deleteFrom('saved_cards').where('id', '=', card.id).execute();
    result.removed++;
  }
  return result;
}
