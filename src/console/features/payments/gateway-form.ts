import type { GatewaySettings } from '../../../api/contract/console/payments.ts';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';

/** The payment page's fields, as typed. */
export interface GatewayValues {
  gateway: 'test' | 'stripe';
  stripe_publishable_key: string;
  stripe_secret_key: string;
  stripe_webhook_secret: string;
}

/**
 * What the page sends: the gateway, and only the keys that were typed (an empty secret field
 * keeps the stored secret; an unchanged publishable key is not resent).
 */
export function gatewayInput(values: GatewayValues): Record<string, string> {
  const out: Record<string, string> = { gateway: values.gateway };
  for (const name of [
    'stripe_publishable_key',
    'stripe_secret_key',
    'stripe_webhook_secret',
  ] as const) {
    const value = values[name].trim();
    if (value !== '') out[name] = value;
  }
  return out;
}

/** The plain sentence of what takes the hotel's cards now, and whether real money moves. */
export function modeMessage(settings: GatewaySettings): ConsoleMessageId {
  if (settings.gateway !== 'stripe') return 'payments.now.test';
  return settings.stripe?.mode === 'live' ? 'payments.now.stripeLive' : 'payments.now.stripeTest';
}
