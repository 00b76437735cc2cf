import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IdentityProviderHandle,
  startIdentityProvider,
} from '../../../demo/identity-provider/server.ts';
import { createDiscovery } from './discovery.ts';

describe('discovery', () => {
  let op: IdentityProviderHandle;
  let closed = false;
  beforeAll(async () => {
    op = await startIdentityProvider({ port: 0, redirectUris: () => ['https://book.test/cb'] });
  });
  afterAll(async () => {
    if (!closed) await op.close();
  });

  it('fetches metadata once per issuer and hour, then again', async () => {
    let clock = 0;
    const discovery = createDiscovery(() => clock);
    const credentials = { issuer: op.issuer, clientId: op.clientId, clientSecret: 'x' };
    const first = await discovery.configuration(credentials);
    expect(first.serverMetadata().issuer).toBe(op.issuer);
    expect(first.serverMetadata().code_challenge_methods_supported).toContain('S256');
    await op.close();
    closed = true;
    // The provider is gone: only the cache can answer.
    clock = 59 * 60_000;
    const cached = await discovery.configuration({ ...credentials, clientId: 'another' });
    expect(cached.clientMetadata().client_id).toBe('another');
    clock = 61 * 60_000;
    await expect(discovery.configuration(credentials)).rejects.toThrow();
  });

  it('refuses plain http away from this machine', async () => {
    await expect(
      createDiscovery().configuration({
        issuer: 'http://id.example.com',
        clientId: 'c',
        clientSecret: 's',
      }),
    ).rejects.toThrow('https');
  });
});
