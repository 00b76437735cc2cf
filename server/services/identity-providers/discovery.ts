import * as client from 'openid-client';

/** How long a provider's discovered metadata is trusted before it is fetched again. */
const METADATA_TTL_MS = 3_600_000;

/** An http issuer is accepted only on this machine (the demo provider); anything else is https. */
function isLoopbackHttp(issuer: URL): boolean {
  return (
    issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
  );
}

export interface ClientCredentials {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * openid-client configurations built from discovery metadata cached per issuer: one
 * `/.well-known/openid-configuration` fetch per issuer and hour, whatever the number of
 * brands using it. A failed discovery is not cached, so the next sign-in tries again.
 */
export function createDiscovery(now: () => number = Date.now) {
  const cache = new Map<string, { at: number; metadata: Promise<client.ServerMetadata> }>();

  const metadataOf = (issuer: URL): Promise<client.ServerMetadata> => {
    const key = issuer.href;
    const hit = cache.get(key);
    if (hit && now() - hit.at < METADATA_TTL_MS) return hit.metadata;
    // openid-client discovers for a client; the metadata alone is what is cached, so any
    // client id serves here and each brand's own is set in configuration() below.
    const metadata = client
      .discovery(issuer, 'discovery', undefined, client.None(), {
        ...(isLoopbackHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .then((config) => ({ ...config.serverMetadata() }));
    metadata.catch(() => cache.delete(key));
    cache.set(key, { at: now(), metadata });
    return metadata;
  };

  return {
    /** The client's configuration at its issuer (client_secret_basic when the issuer has it). */
    async configuration(credentials: ClientCredentials): Promise<client.Configuration> {
      const issuer = new URL(credentials.issuer);
      if (issuer.protocol !== 'https:' && !isLoopbackHttp(issuer))
        throw new Error('issuer must be https');
      const metadata = await metadataOf(issuer);
      const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
      const auth = methods.includes('client_secret_basic')
        ? client.ClientSecretBasic(credentials.clientSecret)
        : client.ClientSecretPost(credentials.clientSecret);
      const config = new client.Configuration(
        metadata,
        credentials.clientId,
        credentials.clientSecret,
        auth,
      );
      if (isLoopbackHttp(issuer)) client.allowInsecureRequests(config);
      return config;
    },
  };
}

export type Discovery = ReturnType<typeof createDiscovery>;
