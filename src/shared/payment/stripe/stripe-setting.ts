import * as v from 'valibot';
import type { BookingWidgetSettings } from '../../../api/contract/settings.ts';

/**
 * `payment_gateway_setting.stripe` of the init settings (issue 43), checked here, where it is
 * used: the settings schema of the first screen reads it as `unknown`.
 */
const StripeGatewaySettingSchema = v.object({
  publishable_key: v.string(),
  js_url: v.optional(v.string()),
});
export type StripeGatewaySetting = v.InferOutput<typeof StripeGatewaySettingSchema>;

/** The hotel's Stripe setting; undefined for a hotel on the test gateway (or a bad answer). */
export function stripeSettingOf(
  settings: Pick<BookingWidgetSettings, 'payment_gateway_setting'> | null | undefined,
): StripeGatewaySetting | undefined {
  const gateway = settings?.payment_gateway_setting;
  if (gateway?.provider !== 'stripe') return undefined;
  const parsed = v.safeParse(StripeGatewaySettingSchema, gateway.stripe);
  return parsed.success ? parsed.output : undefined;
}
