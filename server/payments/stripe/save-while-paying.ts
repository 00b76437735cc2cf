import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { SaveWhilePaying, VaultedCard } from '../gateway.ts';
import { savedCardToken } from './card-setup.ts';

/**
 * "Save this card" while paying a booking at a Stripe hotel (issue 43), the way Stripe documents
 * it: the PaymentIntent is made on the member's Customer with `setup_future_usage`, and Stripe
 * attaches the card to that Customer once the payment is authorised — after its 3-D Secure, when
 * the card asks for it; never when it is refused. So one Customer per member and account, as
 * the wallet's "Add a card" (card-setup.ts), and no card kept before the payment succeeded.
 */

/** Names the member whose wallet the card goes to (checked again when it is kept). */
export const SAVE_FOR_MEMBER = 'hb_save_for_member';

/** The member's Customer at this account: the one their saved cards belong to, or a new one. */
export async function customerOfMember(stripe: Stripe, save: SaveWhilePaying): Promise<string> {
  for (const token of save.customerTokens) {
    const customer = token.split('/')[0];
    if (customer?.startsWith('cus_')) return customer;
  }
  const made = await stripe.customers.create(
    { metadata: { hb_member_id: String(save.memberId), hb_source: 'booking' } },
    { idempotencyKey: `hb-customer-${randomUUID()}` },
  );
  return made.id;
}

/** The PaymentIntent's parameters that save its card on the member's Customer. */
export const saveParams = (customer: string, memberId: number) => ({
  customer,
  setup_future_usage: 'off_session' as const,
  metadata: { [SAVE_FOR_MEMBER]: String(memberId) },
});

/**
 * The card a PaymentIntent (its PaymentMethod expanded) saved, and for whom. Stripe attaches
 * the card to the Customer only once the payment is authorised, so that is what is read: null
 * when it was not asked to, is not authorised (yet), or the card is no longer attached
 * (deleted from the wallet since: a late reader does not keep it again).
 */
export function savedCardOfIntent(
  pi: Stripe.PaymentIntent,
): { memberId: number; card: VaultedCard } | null {
  const customer = typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null);
  const memberId = Number(pi.metadata?.[SAVE_FOR_MEMBER]);
  const pm = pi.payment_method;
  if (
    !pi.setup_future_usage ||
    !Number.isInteger(memberId) ||
    memberId <= 0 ||
    !customer ||
    !pm ||
    typeof pm === 'string' ||
    !pm.card ||
    pm.customer !== customer
  )
    return null;
  return {
    memberId,
    card: {
      customerToken: savedCardToken(customer, pm.id),
      brand: pm.card.brand === 'mastercard' ? 'master' : pm.card.brand,
      last4: pm.card.last4,
      expMonth: pm.card.exp_month,
      expYear: pm.card.exp_year,
    },
  };
}
