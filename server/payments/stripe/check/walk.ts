import type Stripe from 'stripe';
import { PaymentErrorCode } from '../../../../src/api/contract/index.ts';
import type { StripeGateway } from '../gateway.ts';

/** One step of the walk: its name and whether Stripe answered as the booking server needs. */
export interface CheckStep {
  name: string;
  ok: boolean;
  detail: string;
}

const RETURN_URL = 'https://hotel.example/booking/return';

/**
 * Confirms a wallet's SetupIntent with a card, as Stripe.js's `confirmCardSetup` does in the
 * member's browser (the check has no browser: the secret key confirms it); its status after.
 */
export type ConfirmSetup = (
  setupIntentId: string,
  paymentMethod: string,
  returnUrl: string,
) => Promise<string>;

/** `ConfirmSetup` through the SDK with the account's secret key. */
export const confirmWithSdk =
  (stripe: Stripe): ConfirmSetup =>
  async (id, paymentMethod, returnUrl) =>
    (
      await stripe.setupIntents.confirm(id, {
        payment_method: paymentMethod,
        return_url: returnUrl,
      })
    ).status;

/**
 * The whole flow the booking server runs, against one Stripe account through the adapter
 * (`npm run payments:check` runs it against the hotel's own test-mode keys; the unit test runs it
 * against the local fake). Stripe's test PaymentMethods (`pm_card_visa`, …) stand in for cards
 * typed into Stripe's element: they behave as those card numbers do in test mode. Nothing here
 * can move real money: the script refuses live keys before it gets here.
 */
export async function walkStripe(
  gateway: StripeGateway,
  confirmSetup: ConfirmSetup,
): Promise<CheckStep[]> {
  const steps: CheckStep[] = [];
  const step = async (name: string, run: () => Promise<string | false>) => {
    try {
      const result = await run();
      steps.push({
        name,
        ok: result !== false,
        detail: result === false ? 'unexpected answer' : result,
      });
    } catch (error) {
      steps.push({
        name,
        ok: false,
        detail: error instanceof Error ? error.message : String(error),
      });
    }
  };
  const authorized = async (
    pm: string,
    amount: number,
    currency: string,
    capture: 'automatic' | 'manual',
  ) => {
    const result = await gateway.authorize(pm, amount, currency, RETURN_URL, capture);
    if (result.status !== 'authorized')
      throw new Error(`not authorised: ${JSON.stringify(result)}`);
    return result.paymentId;
  };

  await step('pre-paid: automatic capture (JPY)', async () => {
    const id = await authorized('pm_card_visa', 12_000, 'JPY', 'automatic');
    const state = await gateway.status(id);
    if (state?.state !== 'captured' || state.captured !== 12_000) return false;
    const refunds = [await gateway.refund(id, 2_000), await gateway.refund(id, 3_000)];
    const over = await gateway.refund(id, 7_001);
    const after = await gateway.status(id);
    return refunds.every((r) => r.ok) && !over.ok && after?.refunded === 5_000
      ? `${id}: captured 12,000, refunds 2,000 + 3,000 add up, 7,001 more refused`
      : false;
  });

  await step('card held at the hotel: manual capture of a cancellation fee (USD)', async () => {
    const id = await authorized('pm_card_visa', 25_000, 'USD', 'manual');
    if ((await gateway.status(id))?.state !== 'authorized') return false;
    const captured = await gateway.capture(id, 7_500);
    const state = await gateway.status(id);
    return captured.ok && state?.state === 'captured' && state.captured === 7_500
      ? `${id}: $250.00 held, $75.00 taken, the rest released`
      : false;
  });

  await step('cancel (void) an authorisation', async () => {
    const id = await authorized('pm_card_visa', 9_000, 'JPY', 'manual');
    const cancelled = await gateway.cancel(id);
    const again = await gateway.cancel(id);
    return cancelled.ok && again.ok && (await gateway.status(id))?.state === 'cancelled'
      ? `${id}: voided (twice: still ok)`
      : false;
  });

  for (const [pm, code, what] of [
    ['pm_card_chargeDeclined', PaymentErrorCode.declined, 'declined → 3007'],
    ['pm_card_chargeDeclinedExpiredCard', PaymentErrorCode.expiry, 'expired card → 3005'],
    ['pm_card_chargeDeclinedProcessingError', PaymentErrorCode.failed, 'processing error → 3002'],
  ] as const) {
    await step(what, async () => {
      const result = await gateway.authorize(pm, 5_000, 'JPY', RETURN_URL, 'automatic');
      return result.status === 'failed' && result.code === code ? `${pm}: ${code}` : false;
    });
  }

  await step('3-D Secure: a challenge to Stripe’s page, pending until answered', async () => {
    const result = await gateway.authorize(
      'pm_card_threeDSecure2Required',
      6_000,
      'JPY',
      RETURN_URL,
      'automatic',
    );
    if (result.status !== 'requires_3ds') return false;
    const redirect = await gateway.challengeRedirect(result.paymentId);
    const pending = await gateway.complete3ds(result.paymentId);
    const abandoned = await gateway.cancel(result.paymentId);
    const closed = await gateway.complete3ds(result.paymentId);
    return redirect &&
      pending.status === 'pending' &&
      abandoned.ok &&
      closed.status === 'failed' &&
      closed.code === PaymentErrorCode.threeDsCancelled
      ? `${result.paymentId}: Stripe's page ${new URL(redirect).host}; closed unanswered → 3008`
      : false;
  });

  await step('saved card: Customer + SetupIntent, paid twice, removed', async () => {
    const saved = await gateway.vaultCard?.('pm_card_visa');
    if (!saved?.ok) return false;
    const first = await gateway.authorize(
      saved.customerToken,
      3_000,
      'JPY',
      RETURN_URL,
      'automatic',
    );
    const second = await gateway.authorize(
      saved.customerToken,
      4_000,
      'JPY',
      RETURN_URL,
      'automatic',
    );
    await gateway.removeVaultedCard?.(saved.customerToken);
    return first.status === 'authorized' && second.status === 'authorized'
      ? `${saved.brand} ${saved.last4} ${saved.expMonth}/${saved.expYear}: paid twice, then detached`
      : false;
  });

  await step(
    "wallet's Add a card: SetupIntent on the member's Customer, 3-D Secure asked and closed (3008); a card kept, detached twice",
    async () => {
      const asked = await gateway.startCardSetup({
        customer: null,
        memberId: 1,
        pageUrl: RETURN_URL,
      });
      const status = await confirmSetup(
        asked.setupIntentId,
        'pm_card_threeDSecure2Required',
        asked.returnUrl,
      );
      const redirect = await gateway.challengeRedirect(asked.setupIntentId);
      const closed = await gateway.cancelCardSetup(asked.setupIntentId);
      const kept = await gateway.startCardSetup({
        customer: asked.customer,
        memberId: 1,
        pageUrl: RETURN_URL,
      });
      await confirmSetup(kept.setupIntentId, 'pm_card_visa', kept.returnUrl);
      const saved = await gateway.cardSetupOf(kept.setupIntentId);
      if (saved.status !== 'succeeded') return false;
      const paid = await gateway.authorize(
        saved.card.customerToken,
        2_000,
        'JPY',
        RETURN_URL,
        'automatic',
      );
      await gateway.removeVaultedCard?.(saved.card.customerToken);
      // A repeated delete (its first answer lost) succeeds: the card is detached already.
      await gateway.removeVaultedCard?.(saved.card.customerToken);
      return status === 'requires_action' &&
        redirect &&
        closed.status === 'failed' &&
        closed.code === PaymentErrorCode.threeDsCancelled &&
        saved.customer === asked.customer &&
        paid.status === 'authorized'
        ? `${asked.customer}: 3-D Secure at ${new URL(redirect).host}, closed → 3008; ${saved.card.brand} ${saved.card.last4} kept, paid, detached twice`
        : false;
    },
  );

  return steps;
}
