import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { PaymentErrorCode } from '../../../src/api/contract/index.ts';
import type { VaultedCard } from '../gateway.ts';
import { codeOfStripeError } from './errors.ts';

/**
 * Saving a card to a member's wallet at a Stripe hotel (issue 43): the member's Customer, a
 * SetupIntent the browser confirms with Stripe.js (the card goes to Stripe only), its 3-D Secure
 * next action run in the widget's dialog through this server's `/stripe/3ds` and `/stripe/return`
 * pages, and what the SetupIntent came to. The saved card is the PaymentMethod Stripe attached
 * to the Customer; the provider keeps `cus_…/pm_…` and the card's display facts.
 */
export interface StripeCardSetup {
  /** Makes the member's Customer when `customer` is null, then a SetupIntent for a card. */
  startCardSetup(input: {
    customer: string | null;
    memberId: number;
    /** The widget page the 3-D Secure result is posted to (its origin) or sent back to. */
    pageUrl: string;
  }): Promise<StartedCardSetup>;
  /** What a SetupIntent came to (read from Stripe, never from the browser). */
  cardSetupOf(setupIntentId: string): Promise<CardSetupState>;
  /** Closes a SetupIntent still waiting (the member closed the 3-D Secure dialog). */
  cancelCardSetup(setupIntentId: string): Promise<CardSetupState>;
  /**
   * How many of the Customer's SetupIntents made since `since` wait for 3-D Secure (or
   * Stripe's processing): cards that may still be saved, counted against the wallet's limit.
   */
  openCardSetups(customer: string, since: Date): Promise<number>;
}

export interface StartedCardSetup {
  setupIntentId: string;
  clientSecret: string;
  customer: string;
  /** Stripe.js's `return_url`: this server's return page, which reads the outcome from Stripe. */
  returnUrl: string;
  /** What the 3-D Secure dialog opens when Stripe asks for authentication. */
  challengeUrl: string;
}

interface SetupOwner {
  customer: string | null;
  /** `metadata.hb_member_id`: whose wallet asked for it. */
  memberId: string | null;
}

export type CardSetupState =
  | (SetupOwner & { status: 'succeeded'; card: VaultedCard })
  | (SetupOwner & { status: 'requires_action' })
  /**
   * Authenticated, but its card is no longer attached: deleted from the wallet since, or
   * detached at once because the wallet was full (services/wallet/card-limit.ts).
   */
  | (SetupOwner & { status: 'detached' })
  | (SetupOwner & { status: 'failed'; code: number });

/** The reusable token `authorize` takes for a saved card: the Customer and its PaymentMethod. */
export const savedCardToken = (customer: string, paymentMethod: string): string =>
  `${customer}/${paymentMethod}`;

export function stateOfSetup(seti: Stripe.SetupIntent): CardSetupState {
  const owner: SetupOwner = {
    customer: typeof seti.customer === 'string' ? seti.customer : (seti.customer?.id ?? null),
    memberId: seti.metadata?.hb_member_id ?? null,
  };
  const pm = seti.payment_method;
  // A card detached since (deleted from the wallet) is not saved again by a late reader.
  if (
    seti.status === 'succeeded' &&
    owner.customer &&
    pm &&
    typeof pm !== 'string' &&
    pm.card &&
    pm.customer
  )
    return {
      ...owner,
      status: 'succeeded',
      card: {
        customerToken: savedCardToken(owner.customer, pm.id),
        brand: pm.card.brand === 'mastercard' ? 'master' : pm.card.brand,
        last4: pm.card.last4,
        expMonth: pm.card.exp_month,
        expYear: pm.card.exp_year,
      },
    };
  if (seti.status === 'succeeded' && pm && typeof pm !== 'string' && !pm.customer)
    return { ...owner, status: 'detached' };
  if (seti.status === 'requires_action' || seti.status === 'processing')
    return { ...owner, status: 'requires_action' };
  if (seti.status === 'canceled')
    return { ...owner, status: 'failed', code: PaymentErrorCode.threeDsCancelled };
  return {
    ...owner,
    status: 'failed',
    code: seti.last_setup_error
      ? codeOfStripeError(seti.last_setup_error)
      : PaymentErrorCode.threeDsFailed,
  };
}

/** The outcome word the 3-D Secure return hands to the widget's dialog. */
export function outcomeOfSetup(seti: Stripe.SetupIntent): 'approved' | 'failed' | 'cancelled' {
  if (seti.status === 'succeeded') return 'approved';
  if (seti.status === 'canceled') return 'cancelled';
  return 'failed';
}

export function stripeCardSetup(
  stripe: Stripe,
  pages: { returnUrl: () => string; challengeUrl: (id: string) => string },
): StripeCardSetup {
  const retrieve = (id: string) => stripe.setupIntents.retrieve(id, { expand: ['payment_method'] });
  return {
    async startCardSetup({ customer, memberId, pageUrl }) {
      const owner =
        customer ??
        (
          await stripe.customers.create(
            { metadata: { hb_member_id: String(memberId), hb_source: 'member_wallet' } },
            { idempotencyKey: `hb-customer-${randomUUID()}` },
          )
        ).id;
      const seti = await stripe.setupIntents.create(
        {
          customer: owner,
          allowed_payment_method_types: ['card'],
          usage: 'off_session',
          metadata: { hb_member_id: String(memberId), hb_return_url: pageUrl.slice(0, 500) },
        },
        { idempotencyKey: `hb-setup-${randomUUID()}` },
      );
      if (!seti.client_secret) throw new Error('Stripe answered a SetupIntent without a secret');
      return {
        setupIntentId: seti.id,
        clientSecret: seti.client_secret,
        customer: owner,
        returnUrl: pages.returnUrl(),
        challengeUrl: pages.challengeUrl(seti.id),
      };
    },
    async cardSetupOf(id) {
      return stateOfSetup(await retrieve(id));
    },
    async cancelCardSetup(id) {
      const seti = await retrieve(id);
      // Only an open challenge is closed: an approval or a refusal already counts as it is.
      if (seti.status !== 'requires_action') return stateOfSetup(seti);
      try {
        await stripe.setupIntents.cancel(id, {}, { idempotencyKey: `hb-setup-cancel-${id}` });
      } catch (error) {
        // The approval arrived first (it can no longer be cancelled): what it came to counts.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
      return stateOfSetup(await retrieve(id));
    },
    async openCardSetups(customer, since) {
      // One page is enough: the wallet holds five cards, and a hundred open challenges in
      // fifteen minutes would be refused anyway.
      const page = await stripe.setupIntents.list({
        customer,
        created: { gte: Math.floor(since.getTime() / 1000) },
        limit: 100,
      });
      return page.data.filter((s) => s.status === 'requires_action' || s.status === 'processing')
        .length;
    },
  };
}
