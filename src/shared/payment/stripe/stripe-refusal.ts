import { ApiError } from '../../../api/errors/api-error.ts';

/** A card entered in a gateway's own element (Stripe's): it turns itself into a token. */
export interface ElementCard {
  tokenise(): Promise<string>;
  /**
   * Saves the card without paying (the wallet's "Add a card"): confirms the server's
   * SetupIntent with Stripe.js, next actions left to us (`requires_action`: 3-D Secure in our
   * dialog). A refusal is thrown as `tokenise` throws it.
   */
  confirmSetup?(clientSecret: string, returnUrl: string): Promise<'succeeded' | 'requires_action'>;
}

/** What the payment flow takes: the test gateway's card fields, or a gateway's element. */
export const isElementCard = (card: object): card is ElementCard => 'tokenise' in card;

/**
 * Stripe.js's refusal (`{ type, code }` of `createPaymentMethod`) as the catalogue's payment
 * codes, with the card field it concerns, so the guest sees the same messages as with the test
 * gateway: 3004 number, 3005 expiry, 1000 security code, 3007 any other card refusal, and a
 * network failure as the flow's own "could not reach" (retry).
 */
export function stripeRefusal(error: { type?: string; code?: string; message?: string }): ApiError {
  const code = error.code ?? '';
  const known = (status: number, catalogue: number, field?: string) =>
    new ApiError({
      status,
      code: catalogue,
      title: error.message ?? 'Card refused',
      local: true,
      ...(field ? { payload: { field } } : {}),
    });
  if (/number/.test(code)) return known(400, 3004);
  if (/expiry/.test(code) || code === 'expired_card') return known(400, 3005);
  if (/cvc/.test(code)) return known(400, 1000, 'cvc');
  if (error.type === 'api_connection_error') return known(0, 3001);
  return known(402, 3007);
}
