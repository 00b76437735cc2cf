import type { ColumnType, Generated } from 'kysely';

/**
 * The card gateway a hotel uses (migration 034). Secrets are sealed (secret-box.ts), never
 * stored or answered in clear; no row means the built-in test gateway.
 */
export interface HotelPaymentGatewayTable {
  hotel_id: number;
  gateway: 'test' | 'stripe';
  stripe_publishable_key: string | null;
  stripe_secret_key_sealed: string | null;
  stripe_webhook_secret_sealed: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A Stripe webhook event already taken (migration 034): each id is acted on once. */
export interface StripeWebhookEventTable {
  id: string;
  hotel_id: number;
  type: string;
  received_at: Generated<Date>;
}
