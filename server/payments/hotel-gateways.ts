import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PaymentGateway } from './gateway.ts';
import type { SecretBox } from './secret-box.ts';
import { createStripeGateway, type StripeEndpoint, type StripeGateway } from './stripe/gateway.ts';

/**
 * Which gateway a hotel's payments go to (issue 43): the built-in test gateway (`fallback`),
 * unless the hotel chose Stripe in the console (`hotel_payment_gateways`, migration 034). A
 * stored payment is settled by the gateway named with it, with its hotel's keys, even after the
 * hotel switched gateway, so a refund always reaches the money it gives back.
 */
export interface GatewayDirectory {
  readonly kind: 'directory';
  /** The gateway new payments of the hotel go to. */
  forHotel(hotelId: number): Promise<PaymentGateway>;
  /** The gateway that made a stored payment (`payment_transactions.gateway` / links'). */
  forPayment(hotelId: number, gatewayName: string | null): Promise<PaymentGateway>;
  /** The hotel's Stripe account (its pages and webhooks); null without Stripe keys. */
  stripe(hotelId: number): Promise<StripeGateway | null>;
  /** The hotel's webhook signing secret, opened; null without one. */
  webhookSecret(hotelId: number): Promise<string | null>;
}

/** A fixed gateway or a directory: what the services that settle payments accept. */
export type GatewayChoice = PaymentGateway | GatewayDirectory;

const isDirectory = (choice: GatewayChoice): choice is GatewayDirectory =>
  'kind' in choice && choice.kind === 'directory';

/** The gateway of a stored payment, whichever form the caller was given. */
export async function gatewayOfPayment(
  choice: GatewayChoice,
  hotelId: number,
  gatewayName: string | null,
): Promise<PaymentGateway> {
  return isDirectory(choice) ? choice.forPayment(hotelId, gatewayName) : choice;
}

/** Contexts the sealed secrets are bound to (secret-box.ts): a copied value opens nowhere else. */
export const sealContext = (hotelId: number, field: 'secret_key' | 'webhook_secret'): string =>
  `hotel:${hotelId}:stripe_${field}`;

export interface DirectoryOptions {
  db: Kysely<Database>;
  fallback: PaymentGateway;
  box: SecretBox;
  origin: () => string;
  /** Where the SDK calls go: Stripe itself unless the fake (tests, demo) is given. */
  stripeEndpoint?: StripeEndpoint | undefined;
}

export function gatewayDirectory(options: DirectoryOptions): GatewayDirectory {
  // One SDK client per hotel and key: a changed key (another sealed value) makes a new one.
  const made = new Map<number, { sealed: string; gateway: StripeGateway }>();
  const stripeOf = async (hotelId: number): Promise<StripeGateway | null> => {
    const row = await options.db
      .selectFrom('hotel_payment_gateways')
      .select(['stripe_secret_key_sealed'])
      .where('hotel_id', '=', hotelId)
      .executeTakeFirst();
    const sealed = row?.stripe_secret_key_sealed;
    if (!sealed) return null;
    const kept = made.get(hotelId);
    if (kept?.sealed === sealed) return kept.gateway;
    const gateway = createStripeGateway({
      secretKey: options.box.open(sealed, sealContext(hotelId, 'secret_key')),
      hotelId,
      origin: options.origin,
      endpoint: options.stripeEndpoint,
    });
    made.set(hotelId, { sealed, gateway });
    return gateway;
  };
  return {
    kind: 'directory',
    stripe: stripeOf,
    async webhookSecret(hotelId) {
      const row = await options.db
        .selectFrom('hotel_payment_gateways')
        .select('stripe_webhook_secret_sealed')
        .where('hotel_id', '=', hotelId)
        .executeTakeFirst();
      const sealed = row?.stripe_webhook_secret_sealed;
      return sealed ? options.box.open(sealed, sealContext(hotelId, 'webhook_secret')) : null;
    },
    async forHotel(hotelId) {
      const row = await options.db
        .selectFrom('hotel_payment_gateways')
        .select('gateway')
        .where('hotel_id', '=', hotelId)
        .executeTakeFirst();
      if (row?.gateway !== 'stripe') return options.fallback;
      return (await stripeOf(hotelId)) ?? options.fallback;
    },
    async forPayment(hotelId, gatewayName) {
      if (gatewayName !== 'stripe') return options.fallback;
      const stripe = await stripeOf(hotelId);
      if (!stripe) throw new Error(`hotel ${hotelId} has Stripe payments but no Stripe key`);
      return stripe;
    },
  };
}
