import { type PaymentGateway, vaultNameOf } from './gateway.ts';
import type { GatewayDirectory } from './hotel-gateways.ts';

/** A saved card's vault by its stored name (null: a vault this server no longer knows). */
export type VaultLookup = (vaultName: string) => Promise<PaymentGateway | null>;

/**
 * The vaults saved cards live in (`saved_cards.gateway`): the built-in gateway's, or the Stripe
 * account of the hotel a card was saved at (`stripe:<hotel id>`; null once its keys are gone).
 */
export function vaultLookup(fallback: PaymentGateway, gateways: GatewayDirectory): VaultLookup {
  return async (name) => {
    if (name === vaultNameOf(fallback)) return fallback;
    const stripeHotel = /^stripe:([1-9][0-9]{0,9})$/.exec(name)?.[1];
    return stripeHotel ? gateways.stripe(Number(stripeHotel)) : null;
  };
}
