/**
 * The provider's view of a card payment gateway. Tokenisation happens in the browser against the
 * gateway itself (the provider never sees a card number); the provider only ever holds a token.
 * The built-in test gateway implements it; a real one (GMO, Adyen, …) can implement it later.
 */
export interface PaymentGateway {
  /** Short name stored with each transaction (`test`, `adyen`, …). */
  readonly name: string;
  /**
   * The vault saved cards are stored under (`saved_cards.gateway`) when it is not `name`: a
   * card saved in one vault pays and is deleted only through it (Stripe: `stripe:<hotel id>`,
   * its Customers living in that hotel's account).
   */
  readonly vaultName?: string;
  /**
   * Reserves `amount` (minor units) on the card behind `token`. `returnUrl` is where the
   * 3-D Secure page sends the guest back (with `payment_id` and `outcome` in the query).
   * `capture` says how the money will be taken: `automatic` (pre-paid plans: the gateway takes
   * it once authorised, and a later `capture` answers ok) or `manual` (default: a card held at
   * the hotel, taken by `capture`, fully or partly). A gateway without automatic capture may
   * ignore it: the booking calls `capture` for pre-paid plans either way.
   */
  authorize(
    token: string,
    amount: number,
    currency: string,
    returnUrl: string,
    capture?: CaptureMethod,
    save?: SaveWhilePaying,
  ): Promise<AuthorizeResult>;
  /**
   * For a gateway that saves a card through the payment itself (Stripe: the member's Customer
   * and `setup_future_usage`), instead of `vaultCard` before it: the card `authorize(…, save)`
   * kept in the vault once the payment was authorised (3-D Secure included), and the member it
   * was saved for; null when it kept none (not asked, refused, not authorised yet, or removed
   * since).
   */
  savedCardOf?(paymentId: string): Promise<{ memberId: number; card: VaultedCard } | null>;
  /**
   * Takes the authorised money: all of it, or only `amount` (minor units, at most the authorised
   * amount; the rest of the authorisation is released). A partial capture keeps a cancellation
   * fee from a card that was only authorised.
   */
  capture(paymentId: string, amount?: number): Promise<SettleResult>;
  /** Releases an authorisation (or abandons an open 3-D Secure challenge). */
  cancel(paymentId: string): Promise<SettleResult>;
  /**
   * Gives `amount` (minor units) of a captured payment back to the card. Refunds add up and
   * never exceed what was captured; a refusal (`ok: false`) has moved no money.
   */
  refund(paymentId: string, amount: number): Promise<SettleResult>;
  /** The verified outcome of a 3-D Secure challenge; `pending` while the guest has not answered. */
  complete3ds(paymentId: string): Promise<Complete3dsResult>;
  /**
   * What the gateway holds for a payment now (null: unknown to it). Refund reconciliation asks
   * it whether a cancellation's call happened before its process died.
   */
  status(paymentId: string): Promise<GatewayPaymentState | null>;
  /**
   * The card vault (saved cards, issue 14): turns a single-use token into a reusable customer
   * token that `authorize` accepts again and again (3-D Secure still applies per payment). The
   * provider keeps only that token and the display facts answered here. Optional: a gateway
   * without a vault cannot save cards.
   */
  vaultCard?(token: string): Promise<VaultResult>;
  /**
   * Forgets a customer token (a deleted saved card); unknown or already forgotten tokens are
   * ignored (a repeated delete succeeds). Throws when the vault could not be reached or refused:
   * the card is then still there and must stay in the wallet.
   */
  removeVaultedCard?(customerToken: string): Promise<void>;
}

/** The vault name of a gateway's saved cards (`saved_cards.gateway`). */
export const vaultNameOf = (gateway: Pick<PaymentGateway, 'name' | 'vaultName'>): string =>
  gateway.vaultName ?? gateway.name;

export type CaptureMethod = 'automatic' | 'manual';

/**
 * "Save this card" while paying, for a gateway with `savedCardOf`: whose wallet it goes to, and
 * the customer tokens that member already keeps in this vault (the gateway pays under the same
 * customer, or makes one).
 */
export interface SaveWhilePaying {
  memberId: number;
  customerTokens: readonly string[];
}

/** A card kept in the gateway's vault, as the provider may store it. */
export interface VaultedCard extends CardSummary {
  customerToken: string;
  expMonth: number;
  expYear: number;
}

export type VaultResult = ({ ok: true } & VaultedCard) | { ok: false; code: number };

/** A payment as the gateway sees it: money taken and given back, in minor units. */
export interface GatewayPaymentState {
  state: 'challenge' | 'authorized' | 'captured' | 'refunded' | 'cancelled' | 'failed';
  amount: number;
  captured: number;
  refunded: number;
}

/** Card facts that may be stored and shown: never the number. */
export interface CardSummary {
  brand: string;
  last4: string;
}

export type AuthorizeResult =
  | ({ status: 'authorized'; paymentId: string } & CardSummary)
  | ({ status: 'requires_3ds'; paymentId: string; challengeUrl: string } & CardSummary)
  | { status: 'failed'; code: number; card?: CardSummary };

export type Complete3dsResult =
  | { status: 'authorized' }
  | { status: 'pending' }
  | { status: 'failed'; code: number };

export type SettleResult = { ok: true } | { ok: false; code: number };
