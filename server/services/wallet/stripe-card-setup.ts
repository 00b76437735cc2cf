import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SavedCardTable } from '../../db/schema-wallet.ts';
import { DomainError } from '../../domain/errors.ts';
import { notAllowed, notFound } from '../../http/errors.ts';
import type { GatewayDirectory } from '../../payments/hotel-gateways.ts';
import { paymentError } from '../../payments/messages.ts';
import type { StartedCardSetup } from '../../payments/stripe/card-setup.ts';
import type { StripeGateway } from '../../payments/stripe/gateway.ts';
import { findHotel } from '../hotels.ts';
import { checkReturnUrl } from '../reservations/booking-rules.ts';
import { THREE_DS_TTL_MS } from '../reservations/settle.ts';
import { keepCardWithinLimit } from './card-limit.ts';
import { MAX_SAVED_CARDS, walletFull } from './cards.ts';

/**
 * "Add a card" in the member's wallet at a Stripe hotel (issue 43): the server makes the
 * SetupIntent on the member's Customer, the browser confirms it with Stripe.js (and runs its
 * 3-D Secure in the widget's dialog), and the server then reads from Stripe what it came to
 * and keeps the PaymentMethod Stripe attached (`cus_…/pm_…`, brand, last four, expiry).
 */
export interface CardSetupDeps {
  db: Kysely<Database>;
  gateways: GatewayDirectory;
  publicOrigin: string;
  returnOrigins: readonly string[] | '*';
  now: () => Date;
}

interface Member {
  id: number;
  brand_id: number;
}

/** The hotel's Stripe account, for a hotel of the member's brand that takes cards through it. */
async function stripeOfHotel(
  deps: CardSetupDeps,
  member: Member,
  hotelCode: string,
): Promise<StripeGateway> {
  const hotel = await findHotel(deps.db, hotelCode);
  if (hotel.brand_id !== member.brand_id) throw notFound('Hotel');
  const gateway = await deps.gateways.forHotel(hotel.id);
  const stripe = await deps.gateways.stripe(hotel.id);
  if (gateway.name !== 'stripe' || !stripe)
    throw notAllowed("This hotel's payment gateway saves cards without a setup step.");
  return stripe;
}

/** Starts saving a card: the member's Customer at this hotel's Stripe account, a SetupIntent. */
export async function startStripeCardSetup(
  deps: CardSetupDeps,
  member: Member,
  input: { hotel_code: string; page_url: string },
): Promise<StartedCardSetup> {
  checkReturnUrl(input.page_url, deps.publicOrigin, deps.returnOrigins);
  const stripe = await stripeOfHotel(deps, member, input.hotel_code);
  const cards = await deps.db
    .selectFrom('saved_cards')
    .select(['gateway', 'customer_token'])
    .where('member_id', '=', member.id)
    .execute();
  if (cards.length >= MAX_SAVED_CARDS) throw walletFull();
  // One Customer per member and Stripe account: the one their saved cards here belong to.
  const here = cards.find((card) => card.gateway === stripe.vaultName);
  const customer = here?.customer_token.split('/')[0] ?? null;
  // Cards still in an open 3-D Secure challenge here count too, so several "Add a card" at once
  // are mostly refused up front (one confirmed by Stripe.js later is not seen: the limit is
  // enforced again where the card is stored, keepCardWithinLimit). A challenge older than a
  // payment's is taken as abandoned, so it does not block the wallet.
  if (customer) {
    const since = new Date(deps.now().getTime() - THREE_DS_TTL_MS);
    const open = await stripe.openCardSetups(customer, since);
    if (cards.length + open >= MAX_SAVED_CARDS) throw walletFull();
  }
  return stripe.startCardSetup({ customer, memberId: member.id, pageUrl: input.page_url });
}

/**
 * Keeps the card of a SetupIntent once Stripe says it succeeded; `cancel` (the member closed
 * the 3-D Secure dialog) closes one still waiting first. A refusal answers its catalogue code
 * as a payment does (3006 authentication failed, 3008 cancelled, 3007 declined, …). Another
 * member's SetupIntent is not found.
 */
export async function finishStripeCardSetup(
  deps: CardSetupDeps,
  member: Member,
  input: { hotel_code: string; setup_intent_id: string; cancel: boolean },
): Promise<Selectable<SavedCardTable>> {
  const stripe = await stripeOfHotel(deps, member, input.hotel_code);
  const state = await (input.cancel
    ? stripe.cancelCardSetup(input.setup_intent_id)
    : stripe.cardSetupOf(input.setup_intent_id)
  ).catch((error: unknown) => {
    if ((error as { statusCode?: unknown }).statusCode === 404) throw notFound('Card setup');
    throw error;
  });
  if (state.memberId !== String(member.id)) throw notFound('Card setup');
  if (state.status === 'succeeded') {
    const kept = await keepCardWithinLimit(deps.db, stripe, member.id, state.card);
    if (kept.kind === 'saved') return kept.row;
    // Deleted meanwhile (its row waits for the deleted members' card job), or no such member.
    if (kept.kind !== 'wallet_full') throw notFound('Card setup');
    // Over the limit (other cards were saved while this one's 3-D Secure ran): not kept, so
    // not left attached at Stripe either. Should Stripe fail now, this SetupIntent's
    // setup_intent.succeeded does the same and is redelivered by Stripe until it can.
    try {
      await stripe.removeVaultedCard?.(state.card.customerToken);
    } catch {
      // The webhook's redelivery detaches it (see above); the member's answer is the same.
    }
    throw walletFull();
  }
  // Detached right after its 3-D Secure: by Stripe's webhook when the wallet was full.
  if (state.status === 'detached') {
    const cards = await deps.db
      .selectFrom('saved_cards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    if (Number(cards.n) >= MAX_SAVED_CARDS) throw walletFull();
    throw notFound('Card setup');
  }
  if (state.status === 'failed') throw paymentError(state.code);
  // Still waiting for 3-D Secure: the widget asks only after the dialog's answer.
  throw new DomainError(3006, 402, 'The card was not authenticated yet.', 'setup_intent_id');
}
