import { describe, expect, it } from 'vitest';
import {
  checkUrlToSave,
  fetchOutbound,
  isPublicAddress,
  outboundHostProblem,
} from './outbound-host.ts';

const PUBLIC = '93.184.216.34';
/** Names resolved without the network: each maps to its addresses. */
const names: Record<string, readonly string[]> = {
  'pms.example': [PUBLIC, '2606:2800:220:1::1'],
  'mixed.example': [PUBLIC, '10.0.0.7'],
  'inside.example': ['fd00::5'],
};
const strict = {
  allowPrivateHosts: false,
  lookup: async (host: string) => {
    const found = names[host];
    if (!found) throw new Error('ENOTFOUND');
    return found;
  },
};

describe('outbound hosts (SSRF)', () => {
  it('takes public unicast addresses only', () => {
    for (const address of [PUBLIC, '8.8.8.8', '2606:2800:220:1::1']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1', // loopback
      '10.1.2.3', // private
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254', // link-local (cloud metadata)
      '100.64.0.1', // CGNAT
      '0.0.0.0', // unspecified
      '224.0.0.1', // multicast
      '::1',
      '::',
      'fe80::1', // link-local
      'fd00::1', // unique-local
      '::ffff:127.0.0.1', // IPv4-mapped loopback
      '64:ff9b::a00:1', // NAT64 of 10.0.0.1
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('judges every address a name resolves to, and lets everything through when allowed', async () => {
    expect(await outboundHostProblem('https://pms.example/hooks', strict)).toBeNull();
    expect(await outboundHostProblem('https://mixed.example/hooks', strict)).toBe('private_host');
    expect(await outboundHostProblem('https://inside.example/', strict)).toBe('private_host');
    expect(await outboundHostProblem('https://[fe80::1]/', strict)).toBe('private_host');
    expect(await outboundHostProblem('https://2130706433/', strict)).toBe('private_host');
    expect(await outboundHostProblem('https://gone.example/', strict)).toBe('host_not_found');
    const open = { allowPrivateHosts: true };
    expect(await outboundHostProblem('http://127.0.0.1:9000/x', open)).toBeNull();
  });

  it('refuses an internal host when saved; a name not resolving yet is left to each fetch', async () => {
    await expect(checkUrlToSave('https://mixed.example/x', strict)).rejects.toThrow(
      'url private_host',
    );
    await expect(checkUrlToSave('http://pms.example/x', strict)).rejects.toThrow('url url');
    await expect(checkUrlToSave('https://gone.example/x', strict)).resolves.toBeUndefined();
    await expect(checkUrlToSave('https://pms.example/x', strict)).resolves.toBeUndefined();
  });

  it('checks the host before each request and each redirect target', async () => {
    const asked: string[] = [];
    const fakeFetch = (async (input: string | URL | Request) => {
      const url = String(input);
      asked.push(url);
      const to: Record<string, string> = {
        'https://pms.example/a': 'https://pms.example/b',
        'https://pms.example/b': 'https://inside.example/c',
      };
      const location = to[url];
      return location
        ? new Response(null, { status: 302, headers: { location } })
        : new Response('ok', { status: 200 });
    }) as typeof fetch;
    const deps = { policy: strict, fetch: fakeFetch };
    // Webhooks: no redirect followed, the 3xx is the answer.
    expect((await fetchOutbound('https://pms.example/a', {}, deps)).status).toBe(302);
    // Feeds: redirects followed while their targets are public.
    await expect(
      fetchOutbound('https://pms.example/a', {}, { ...deps, maxRedirects: 3 }),
    ).rejects.toThrow('refused: private host');
    expect(asked).toEqual([
      'https://pms.example/a',
      'https://pms.example/a',
      'https://pms.example/b',
    ]);
    await expect(fetchOutbound('https://inside.example/', {}, deps)).rejects.toThrow(
      'refused: private host',
    );
    expect(asked).toHaveLength(3);
  });
});
