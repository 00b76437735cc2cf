import type { Kysely, Selectable } from 'kysely';
import type { SavedCard } from '../../../src/api/contract/index.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import type { SavedCardTable } from '../../db/schema-wallet.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import { notAllowed, notFound } from '../../http/errors.ts';
import {
  type PaymentGateway,
  type SaveWhilePaying,
  type VaultedCard,
  vaultNameOf,
} from '../../payments/gateway.ts';
import { paymentError } from '../../payments/messages.ts';
import type { VaultLookup } from '../../payments/vaults.ts';

type SavedCardRow = Selectable<SavedCardTable>;

/** The API view of a saved card: display data and its id, never the gateway token. */
export function presentCard(row: SavedCardRow): SavedCard {
  return {
    id: String(row.id),
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    created_at: row.created_at.toISOString(),
  };
}

export async function listCards(db: Kysely<Database>, memberId: number): Promise<SavedCardRow[]> {
  return db
    .selectFrom('saved_cards')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A card of this member (404 for any other id: another member's cards are not revealed). */
export async function findCard(
  db: Kysely<Database>,
  memberId: number,
  id: string,
): Promise<SavedCardRow> {
  const row = /^\d{1,10}$/.test(id)
    ? await db
        .selectFrom('saved_cards')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('id', '=', Number(id))
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Saved card');
  return row;
}

/** How many cards a member may keep. */
export const MAX_SAVED_CARDS = 5;

/**
 * The wallet is full (9422, `reason: wallet_full`, which the widget says as such): at adding a
 * card, at starting a Stripe card's setup, and for a card whose 3-D Secure finished after the
 * wallet filled up (card-limit.ts).
 */
export const walletFull = (): DomainError =>
  notAllowed(`At most ${MAX_SAVED_CARDS} cards can be saved.`, {
    reason: 'wallet_full',
    max_cards: MAX_SAVED_CARDS,
  });

/** 9422 (wallet full) when the member keeps the most cards already. */
async function checkRoomForCard(db: Kysely<Database>, memberId: number): Promise<void> {
  const count = await db
    .selectFrom('saved_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_SAVED_CARDS) throw walletFull();
}

/**
 * Puts a single-use token into the gateway's vault: the refused card's catalogue code (3005,
 * 3007) when the gateway will not keep it, 9422 when it has no vault or the member keeps the most
 * cards already.
 */
export async function vaultToken(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  memberId: number,
  token: string,
): Promise<VaultedCard> {
  if (!gateway.vaultCard) throw notAllowed('This payment gateway cannot save cards.');
  await checkRoomForCard(db, memberId);
  const result = await gateway.vaultCard(token);
  if (!result.ok) throw paymentError(result.code);
  return result;
}

/**
 * Stores a vaulted card for the member (the token and display data only), under the gateway's
 * vault name. Storing the same token again (a repeated request, or Stripe's webhook after the
 * member's own request) answers the row already there.
 */
export async function storeCard(
  db: Kysely<Database>,
  gateway: Pick<PaymentGateway, 'name' | 'vaultName'>,
  memberId: number,
  card: VaultedCard,
): Promise<SavedCardRow> {
  const inserted = await db
    .insertInto('saved_cards')
    .values({
      member_id: memberId,
      gateway: vaultNameOf(gateway),
      customer_token: card.customerToken,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
    })
    .onConflict((oc) => oc.column('customer_token').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('saved_cards')
    .selectAll()
    .where('customer_token', '=', card.customerToken)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/**
 * Deletes the member's card in the gateway's vault first (Stripe: the PaymentMethod detached
 * from the member's Customer), then here. When the vault could not be reached or refused, the
 * card stays saved and the member is told so (502, 3251): nothing is lost, and trying again
 * is safe (a card the vault no longer has counts as removed).
 */
export async function deleteCard(
  db: Kysely<Database>,
  vaultOf: VaultLookup,
  memberId: number,
  id: string,
): Promise<void> {
  const row = await findCard(db, memberId, id);
  const vault = await vaultOf(row.gateway);
  try {
    await vault?.removeVaultedCard?.(row.customer_token);
  } catch {
    throw new DomainError(
      CARD_NOT_REMOVED,
      502,
      'The card could not be removed at the payment provider, so it is still saved. Please try again later.',
      undefined,
      undefined,
      'card_not_removed',
    );
  }
  await db.deleteFrom('saved_cards').where('id', '=', row.id).execute();
}

/** The catalogue's "processing error, retry" (3251): the widget says the card is still saved. */
export const CARD_NOT_REMOVED = 3251;

/**
 * The gateway token a booking pays with: the saved card's customer token (signed-in owner only;
 * a card of another gateway cannot pay here).
 */
export async function savedCardToken(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  memberId: number | undefined,
  id: string,
): Promise<string> {
  if (memberId === undefined)
    throw new DomainError(ErrorCode.sessionExpired, 401, 'Please sign in to use a saved card.');
  const row = await findCard(db, memberId, id);
  if (row.gateway !== vaultNameOf(gateway))
    throw notAllowed('This card cannot be used here (it was saved at another payment account).');
  return row.customer_token;
}

/** The card a booking pays with, and the one it saves to the wallet (if asked to). */
export interface BookingCard {
  token: string;
  /** Put into the vault for this booking: stored after the booking, removed if it fails. */
  vaulted: VaultedCard | null;
  /**
   * To be saved by the payment itself (a gateway with `savedCardOf`, Stripe): stored once the
   * payment is authorised, at once or after its 3-D Secure (settle.ts).
   */
  save?: SaveWhilePaying;
}

/**
 * Resolves a booking's `payment` to the token the gateway authorises: a saved card of the
 * signed-in member, or the single-use token — vaulted first when the member asked to save it
 * (the vault's token then pays, so the single-use one is spent only once).
 */
export async function bookingCard(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  memberId: number | undefined,
  payment: {
    gateway_token?: string | undefined;
    saved_card_id?: string | undefined;
    save_card?: boolean | undefined;
  },
): Promise<BookingCard> {
  if (payment.saved_card_id !== undefined) {
    if (payment.gateway_token !== undefined)
      throw invalid('payment', 'takes gateway_token or saved_card_id, not both');
    return {
      token: await savedCardToken(db, gateway, memberId, payment.saved_card_id),
      vaulted: null,
    };
  }
  if (payment.gateway_token === undefined)
    throw invalid('payment', 'needs gateway_token or saved_card_id');
  if (!payment.save_card) return { token: payment.gateway_token, vaulted: null };
  if (memberId === undefined) throw invalid('payment.save_card', 'needs a signed-in member');
  if (gateway.savedCardOf) {
    await checkRoomForCard(db, memberId);
    const kept = await db
      .selectFrom('saved_cards')
      .select('customer_token')
      .where('member_id', '=', memberId)
      .where('gateway', '=', vaultNameOf(gateway))
      .orderBy('id')
      .execute();
    const customerTokens = kept.map((card) => card.customer_token);
    return { token: payment.gateway_token, vaulted: null, save: { memberId, customerTokens } };
  }
  const vaulted = await vaultToken(db, gateway, memberId, payment.gateway_token);
  return { token: vaulted.customerToken, vaulted };
}
