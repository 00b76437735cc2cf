import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { sealContext } from '../../payments/hotel-gateways.ts';
import type { SecretBox } from '../../payments/secret-box.ts';
import {
  isWebhookSecret,
  publishableKeyMode,
  type StripeMode,
  secretKeyMode,
} from '../../payments/stripe/keys.ts';

/**
 * A hotel's card gateway as the console shows it (issue 43): which gateway, the publishable key
 * (public by design), whether each secret is set — never a secret or any part of one — the
 * mode (test or live) and the webhook address to give Stripe.
 */
export interface GatewaySettingsView {
  gateway: 'test' | 'stripe';
  stripe: {
    publishable_key: string;
    mode: StripeMode;
    secret_key_set: boolean;
    webhook_secret_set: boolean;
  } | null;
  webhook_url: string;
  /** False when the server seals with the development key: live keys are then refused. */
  live_keys_allowed: boolean;
}

/** What the console sends: secrets only when they change (absent: keep the stored one). */
export interface GatewaySettingsInput {
  gateway: 'test' | 'stripe';
  stripe_publishable_key?: string | undefined;
  stripe_secret_key?: string | undefined;
  stripe_webhook_secret?: string | undefined;
}

export const webhookUrlOf = (publicOrigin: string, hotelId: number): string =>
  `${publicOrigin.replace(/\/+$/, '')}/stripe/webhooks/${hotelId}`;

export async function readGatewaySettings(
  db: Kysely<Database>,
  hotelId: number,
  options: { publicOrigin: string; liveKeysAllowed: boolean },
): Promise<GatewaySettingsView> {
  const row = await db
    .selectFrom('hotel_payment_gateways')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  const publishable = row?.stripe_publishable_key ?? null;
  const mode = publishable ? publishableKeyMode(publishable) : null;
  return {
    gateway: row?.gateway ?? 'test',
    stripe:
      publishable && mode
        ? {
            publishable_key: publishable,
            mode,
            secret_key_set: Boolean(row?.stripe_secret_key_sealed),
            webhook_secret_set: Boolean(row?.stripe_webhook_secret_sealed),
          }
        : null,
    webhook_url: webhookUrlOf(options.publicOrigin, hotelId),
    live_keys_allowed: options.liveKeysAllowed,
  };
}

/**
 * Stores the hotel's choice. Keys are checked by their form and must agree on the mode (a test
 * publishable key with a live secret key is refused); secrets are sealed before they reach the
 * database and kept when not sent again. Switching back to the test gateway keeps the Stripe keys
 * (earlier Stripe payments can still be refunded). Live keys need PAYMENT_KEYS_SECRET.
 * Returns the view before and after, for the audit log (neither holds a secret).
 */
export async function updateGatewaySettings(
  db: Kysely<Database>,
  hotelId: number,
  input: GatewaySettingsInput,
  options: { box: SecretBox; publicOrigin: string; liveKeysAllowed: boolean; now: Date },
): Promise<{ before: GatewaySettingsView; after: GatewaySettingsView }> {
  const before = await readGatewaySettings(db, hotelId, options);
  const stored = await db
    .selectFrom('hotel_payment_gateways')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  const publishable = input.stripe_publishable_key ?? stored?.stripe_publishable_key ?? null;
  if (
    input.stripe_publishable_key !== undefined &&
    !publishableKeyMode(input.stripe_publishable_key)
  )
    throw invalid(
      'stripe_publishable_key',
      'must be a Stripe publishable key (pk_test_… or pk_live_…)',
    );
  if (input.stripe_secret_key !== undefined && !secretKeyMode(input.stripe_secret_key))
    throw invalid('stripe_secret_key', 'must be a Stripe secret or restricted key (sk_… or rk_…)');
  if (input.stripe_webhook_secret !== undefined && !isWebhookSecret(input.stripe_webhook_secret))
    throw invalid('stripe_webhook_secret', 'must be a webhook signing secret (whsec_…)');
  const secretKey =
    input.stripe_secret_key ??
    (stored?.stripe_secret_key_sealed
      ? options.box.open(stored.stripe_secret_key_sealed, sealContext(hotelId, 'secret_key'))
      : null);
  const pkMode = publishable ? publishableKeyMode(publishable) : null;
  const skMode = secretKey ? secretKeyMode(secretKey) : null;
  if (pkMode && skMode && pkMode !== skMode)
    throw invalid('stripe_secret_key', `is a ${skMode} key but the publishable key is ${pkMode}`);
  if ((pkMode === 'live' || skMode === 'live') && !options.liveKeysAllowed)
    throw invalid(
      'stripe_secret_key',
      'live keys need the server’s own PAYMENT_KEYS_SECRET (it seals with the development key)',
    );
  const webhookSet =
    input.stripe_webhook_secret !== undefined || Boolean(stored?.stripe_webhook_secret_sealed);
  if (input.gateway === 'stripe') {
    if (!publishable) throw invalid('stripe_publishable_key', 'is required to use Stripe');
    if (!secretKey) throw invalid('stripe_secret_key', 'is required to use Stripe');
    if (!webhookSet) throw invalid('stripe_webhook_secret', 'is required to use Stripe');
  }
  const sealed = {
    ...(input.stripe_secret_key !== undefined
      ? {
          stripe_secret_key_sealed: options.box.seal(
            input.stripe_secret_key,
            sealContext(hotelId, 'secret_key'),
          ),
        }
      : {}),
    ...(input.stripe_webhook_secret !== undefined
      ? {
          stripe_webhook_secret_sealed: options.box.seal(
            input.stripe_webhook_secret,
            sealContext(hotelId, 'webhook_secret'),
          ),
        }
      : {}),
  };
  await db
    .insertInto('hotel_payment_gateways')
    .values({
      hotel_id: hotelId,
      gateway: input.gateway,
      stripe_publishable_key: publishable,
      // The whole row (a CHECK sees the proposed row before ON CONFLICT turns it into an update).
      stripe_secret_key_sealed: stored?.stripe_secret_key_sealed ?? null,
      stripe_webhook_secret_sealed: stored?.stripe_webhook_secret_sealed ?? null,
      ...sealed,
      updated_at: options.now,
    })
    .onConflict((oc) =>
      oc.column('hotel_id').doUpdateSet({
        gateway: input.gateway,
        stripe_publishable_key: publishable,
        ...sealed,
        updated_at: options.now,
      }),
    )
    .execute();
  return { before, after: await readGatewaySettings(db, hotelId, options) };
}
