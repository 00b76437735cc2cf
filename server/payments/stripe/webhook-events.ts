import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../http/logger.ts';
import { completeLink } from '../../services/pay-links/pay.ts';
import { reconcileRefunds } from '../../services/reservations/refund-reconcile.ts';
import { settleThreeDs } from '../../services/reservations/settle.ts';
import { keepCardWithinLimit } from '../../services/wallet/card-limit.ts';
import { keepCardSavedByPayment } from '../../services/wallet/card-saved-by-payment.ts';
import { forgetCardsOfDeletedMembers } from '../../services/wallet/member-cards.ts';
import type { GatewayDirectory } from '../hotel-gateways.ts';
import type { VaultLookup } from '../vaults.ts';

export interface WebhookDeps {
  db: Kysely<Database>;
  gateways: GatewayDirectory;
  /** Saved cards' vaults, for a deleted member's card detached as their deletion does. */
  vaultOf: VaultLookup;
  logger: Logger;
  now: () => Date;
  /** A reservation became `done` here: its confirmation mail is due. */
  onDone: (reservationNumber: string) => Promise<void>;
  /** Refund reconciliation finished a cancellation: its mail is due. */
  onCancelled: (reservationNumber: string) => Promise<void>;
}

/** What an event led to (logged, and answered to Stripe for its dashboard). */
export type WebhookOutcome =
  | 'duplicate'
  | 'reservation_settled'
  | 'link_settled'
  | 'refunds_reconciled'
  | 'card_saved'
  /** The wallet was full when the card's 3-D Secure finished: detached at Stripe. */
  | 'card_detached_wallet_full'
  /** The member was deleted meanwhile: detached at Stripe (or left to the card job). */
  | 'card_detached_member_deleted'
  | 'nothing_to_do';

/**
 * Takes a verified event once: its id is recorded first (`stripe_webhook_events`, primary key),
 * so a redelivery, or two deliveries at once, find it taken and change nothing. If acting on it
 * fails the record is dropped again, so Stripe's retry gets another chance.
 *
 * What it does is what the widget's return, the pay-by-link page and the refund reconciliation
 * job already do, through the same conditional writes (each safe to repeat):
 * - `payment_intent.*`: a reservation of this hotel waiting for 3-D Secure with that intent is
 *   settled (`settleThreeDs`: done and mailed, or cancelled with its code and stock returned);
 *   a pay-by-link waiting for it is completed (`completeLink`);
 * - `charge.refunded`: refund reconciliation runs (`reconcileRefunds`): a cancellation whose
 *   process died after the refund is written as `PUT …/cancel` would;
 * - `setup_intent.succeeded` of a member wallet's "Add a card": the card is kept as the member's
 *   own request after 3-D Secure keeps it (the same row: a token is stored once), so a
 *   member who closed the page after authenticating still finds it saved. Other
 *   `setup_intent.*` events are recorded. A card beyond the wallet's limit (other setups
 *   finished first) is detached instead; Stripe failing to detach it fails the event, so
 *   Stripe's redelivery tries again. A member deleted since gets the card detached as their
 *   deletion detaches their cards (member-cards.ts), its row left to the card job if Stripe
 *   fails.
 */
export async function takeStripeEvent(
  deps: WebhookDeps,
  hotelId: number,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  const taken = await deps.db
    .insertInto('stripe_webhook_events')
    .values({ id: event.id, hotel_id: hotelId, type: event.type })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!taken) return 'duplicate';
  try {
    return await act(deps, hotelId, event);
  } catch (error) {
    await deps.db.deleteFrom('stripe_webhook_events').where('id', '=', event.id).execute();
    throw error;
  }
}

async function act(
  deps: WebhookDeps,
  hotelId: number,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  if (event.type.startsWith('payment_intent.')) {
    const intent = event.data.object as Stripe.PaymentIntent;
    return settleIntent(deps, hotelId, intent.id, intent.setup_future_usage !== null);
  }
  if (event.type === 'setup_intent.succeeded') {
    const seti = event.data.object as Stripe.SetupIntent;
    return keepWalletCard(deps, hotelId, seti);
  }
  if (event.type === 'charge.refunded') {
    const results = await reconcileRefunds(deps.db, deps.gateways, deps.now());
    for (const { reservationNumber, outcome } of results)
      if (outcome === 'completed') await deps.onCancelled(reservationNumber);
    return 'refunds_reconciled';
  }
  return 'nothing_to_do';
}

async function keepWalletCard(
  deps: WebhookDeps,
  hotelId: number,
  seti: Stripe.SetupIntent,
): Promise<WebhookOutcome> {
  const memberId = Number(seti.metadata?.hb_member_id);
  if (!Number.isInteger(memberId) || memberId <= 0) return 'nothing_to_do';
  const stripe = await deps.gateways.stripe(hotelId);
  if (!stripe) return 'nothing_to_do';
  // Read from Stripe, not from the event: what it holds now (the card may have been detached).
  const state = await stripe.cardSetupOf(seti.id);
  if (state.status !== 'succeeded' || state.memberId !== String(memberId)) return 'nothing_to_do';
  const kept = await keepCardWithinLimit(deps.db, stripe, memberId, state.card);
  if (kept.kind === 'saved') return 'card_saved';
  if (kept.kind === 'no_member') return 'nothing_to_do';
  if (kept.kind === 'wallet_full') {
    // Throws when Stripe fails: the event is given back and Stripe delivers it again.
    await stripe.removeVaultedCard?.(state.card.customerToken);
    deps.logger({
      level: 'info',
      msg: 'wallet full: card detached after its setup',
      hotel_id: hotelId,
      member_id: memberId,
    });
    return 'card_detached_wallet_full';
  }
  // A deleted member keeps no card: detached now as at their deletion, else by the card job.
  const { removed, kept: left } = await forgetCardsOfDeletedMembers(
    deps.db,
    deps.vaultOf,
    memberId,
  );
  deps.logger({
    level: left > 0 ? 'warn' : 'info',
    msg: 'deleted members cards detached',
    hotel_id: hotelId,
    removed,
    kept: left,
  });
  return 'card_detached_member_deleted';
}

async function settleIntent(
  deps: WebhookDeps,
  hotelId: number,
  intentId: string,
  savesCard: boolean,
): Promise<WebhookOutcome> {
  const { db } = deps;
  const payment = await db
    .selectFrom('payment_transactions as p')
    .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
    .selectAll('p')
    .where('p.gateway', '=', 'stripe')
    .where('p.gateway_payment_id', '=', intentId)
    .where('r.hotel_id', '=', hotelId)
    .executeTakeFirst();
  if (payment) {
    const row = await db
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', payment.reservation_id)
      .executeTakeFirstOrThrow();
    const gateway = await deps.gateways.forPayment(hotelId, 'stripe');
    if (row.status !== 'payment_pending') {
      // "Save this card": kept if an earlier settling could not read it from Stripe.
      if (savesCard)
        await keepCardSavedByPayment(db, gateway, intentId, row.member_id, deps.logger);
      return 'nothing_to_do';
    }
    const settled = await settleThreeDs(db, gateway, row, payment, deps.now(), deps.logger);
    if (settled === 'done') await deps.onDone(row.number);
    return settled === 'pending' ? 'nothing_to_do' : 'reservation_settled';
  }
  const link = await db
    .selectFrom('payment_links')
    .select(['payment_number', 'status'])
    .where('gateway', '=', 'stripe')
    .where('gateway_payment_id', '=', intentId)
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  if (link?.status !== 'pre_3d_secure') return 'nothing_to_do';
  const gateway = await deps.gateways.forPayment(hotelId, 'stripe');
  const view = await completeLink(db, gateway, link.payment_number, deps.now());
  return view.status === 'pre_3d_secure' ? 'nothing_to_do' : 'link_settled';
}
