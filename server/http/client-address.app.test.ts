import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { expect, it } from 'vitest';
import type { App } from '../app.ts';
import { describeOnDatabases } from '../test/harness.ts';
import type { TrustProxy } from './client-address.ts';

// A pinned clock: the rate-limit windows are aligned to it, so no minute boundary falls inside.
const now = () => new Date('2026-05-01T10:00:10Z');
const PATH = '/api/v1/hotels/sakura-tokyo';

/**
 * A request as the Node adapter hands it over: the socket's peer in `env.incoming` (which
 * `app.request()` alone has not), the headers as sent.
 */
const from = (app: App, peer: string, headers: Record<string, string> = {}) =>
  app.request(PATH, { headers }, { incoming: { socket: { remoteAddress: peer } } });

const statuses = async (requests: (() => Response | Promise<Response>)[]) => {
  const out: number[] = [];
  for (const request of requests) out.push((await request()).status);
  return out;
};

describeOnDatabases('the client address behind proxies (TRUST_PROXY)', (get) => {
  const limited = (trustProxy?: TrustProxy) =>
    get().appWith({
      rateLimit: { windowMs: 60_000, max: 2 },
      now,
      ...(trustProxy === undefined ? {} : { trustProxy }),
    });

  it('off by default: forged forwarding headers from a peer change nothing', async () => {
    const app = limited();
    const forged = (i: number) => () =>
      from(app, '203.0.113.9', {
        'x-forwarded-for': `198.51.100.${i}`,
        forwarded: `for=198.51.100.${i}`,
      });
    expect(await statuses([forged(1), forged(2), forged(3), forged(4)])).toEqual([
      200, 200, 429, 429,
    ]);
    // Another peer has its own count.
    expect((await from(app, '203.0.113.10')).status).toBe(200);
  });

  it('a peer outside the trusted networks cannot pose as many clients', async () => {
    const app = limited(['10.0.0.0/8']);
    const forged = (i: number) => () =>
      from(app, '203.0.113.9', { 'x-forwarded-for': `198.51.100.${i}` });
    expect(await statuses([forged(1), forged(2), forged(3)])).toEqual([200, 200, 429]);
  });

  it('behind one trusted proxy, two clients are limited apart', async () => {
    for (const trust of [1, ['10.0.0.0/8'], ['10.0.0.0/8', '2001:db8::/32']] as TrustProxy[]) {
      const app = limited(trust);
      // What the client sent first is kept by the proxy, which appends the address it saw.
      const client = (address: string) => () =>
        from(app, '10.0.0.2', { 'x-forwarded-for': `192.0.2.1, ${address}` });
      expect(
        await statuses([client('203.0.113.1'), client('203.0.113.1'), client('203.0.113.1')]),
        JSON.stringify(trust),
      ).toEqual([200, 200, 429]);
      expect(await statuses([client('203.0.113.2'), client('203.0.113.2')])).toEqual([200, 200]);
    }
  });

  it('counts IPv6 clients by their /64 and reads Forwarded when X-Forwarded-For is absent', async () => {
    const app = limited(['10.0.0.0/8']);
    const client = (address: string) => () =>
      from(app, '::ffff:10.0.0.2', { forwarded: `for="[${address}]:4711";proto=https` });
    expect(
      await statuses([
        client('2001:db8:1:2::1'),
        client('2001:db8:1:2::99'),
        client('2001:db8:1:2::5'),
      ]),
    ).toEqual([200, 200, 429]);
    expect((await client('2001:db8:1:3::1')()).status).toBe(200);
  });

  it('on a real socket: behind a trusted local proxy, clients are told apart by X-Forwarded-For', async () => {
    for (const [trustProxy, expected] of [
      [false, [200, 200, 429, 429]],
      [
        ['127.0.0.0/8', '::1'],
        [200, 200, 200, 200],
      ],
    ] as [TrustProxy, number[]][]) {
      const app = limited(trustProxy);
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        const client = (address: string) => () =>
          fetch(`http://127.0.0.1:${port}${PATH}`, { headers: { 'x-forwarded-for': address } });
        expect(
          await statuses([
            client('203.0.113.1'),
            client('203.0.113.2'),
            client('203.0.113.1'),
            client('203.0.113.2'),
          ]),
          JSON.stringify(trustProxy),
        ).toEqual(expected);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });
});
