import * as v from 'valibot';

/** The gateways a hotel can take cards with (issue 43). */
export const GATEWAYS = ['test', 'stripe'] as const;
export type GatewayName = (typeof GATEWAYS)[number];

/**
 * A hotel's card gateway in the console: which one, Stripe's publishable key and the mode it
 * says (test cards only, or real money), whether each secret is set — secrets are write-only,
 * never answered — and the webhook address to enter in Stripe's dashboard.
 */
export const GatewaySettingsSchema = v.object({
  gateway: v.picklist(GATEWAYS),
  stripe: v.nullable(
    v.object({
      publishable_key: v.string(),
      mode: v.picklist(['test', 'live']),
      secret_key_set: v.boolean(),
      webhook_secret_set: v.boolean(),
    }),
  ),
  webhook_url: v.string(),
  /** False while the server seals secrets with its development key: live keys are refused. */
  live_keys_allowed: v.boolean(),
});
export type GatewaySettings = v.InferOutput<typeof GatewaySettingsSchema>;

export const GatewaySettingsAnswerSchema = v.object({ data: GatewaySettingsSchema });

const key = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(255));

/**
 * The owner's change: the gateway, and any key being set or replaced (a key left out keeps the
 * stored one). Keys are checked by their form on the server (400 naming the field).
 */
export const UpdateGatewaySettingsSchema = v.strictObject({
  gateway: v.picklist(GATEWAYS),
  stripe_publishable_key: v.optional(key),
  stripe_secret_key: v.optional(key),
  stripe_webhook_secret: v.optional(key),
});
export type UpdateGatewaySettings = v.InferOutput<typeof UpdateGatewaySettingsSchema>;
