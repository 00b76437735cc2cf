import type { WidgetConfig } from '../../../loader/widget-api.ts';

/** The public identity client the widget presents to `POST /identity/api/client_sessions`. */
export interface ClientCredentials {
  readonly key: string;
  readonly secret: string;
}

/**
 * The provider deployment's public widget client. A browser cannot keep a secret, so this is
 * an identifier, not a credential: every browser sends it. It matches the demo provider's seed
 * (server/db/seed/data.ts API_CLIENT). A deployment with other clients sets the `client-key` /
 * `client-secret` attributes. Preferred long-term (a server change, see issue 4's note): the
 * server accepts `{ key: <hotel code>, secret: 'hotel-booking-widget' }`, the API layer's
 * default, and this constant goes away.
 */
export const DEPLOYMENT_CLIENT: ClientCredentials = {
  key: 'sakura',
  secret: 'sakura-widget-public',
};

/** Attributes win, then the deployment's client. */
export function clientCredentials(config: WidgetConfig): ClientCredentials {
  const key = config.attributes['client-key']?.trim();
  const secret = config.attributes['client-secret']?.trim();
  return key && secret ? { key, secret } : DEPLOYMENT_CLIENT;
}
