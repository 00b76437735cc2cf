import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import ipaddr from 'ipaddr.js';

/**
 * Which peers may tell us the client's address (`TRUST_PROXY`):
 * - `false` (default): nobody; the client is the socket's peer and forwarding headers are ignored;
 * - a hop count `n`: the `n` nearest hops are our proxies (1: one load balancer in front);
 * - a list of networks (CIDR, IPv4 or IPv6; a bare address is one host): any hop inside them is
 *   our proxy, however many there are.
 */
export type TrustProxy = false | number | readonly string[];

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** A compiled {@link TrustProxy}: does the hop `index` hops away, at `address`, belong to us? */
export type TrustsHop = (address: Address, index: number) => boolean;

/** The longest chain of proxies a hop count may name; more is a typo, not a deployment. */
const MAX_HOPS = 32;

/**
 * `TRUST_PROXY` as written: unset, empty, `0`, `false` or `off` → `false`; a whole number → a hop
 * count; otherwise a comma list of CIDRs or addresses. Anything else throws, so a typo stops the
 * server at start rather than trusting the wrong peers.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || /^(0|false|off|no)$/i.test(text)) return false;
  if (/^\d+$/.test(text)) return checkHops(Number(text));
  const networks = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  compileTrust(networks);
  return networks;
}

function checkHops(hops: number): number {
  if (!Number.isInteger(hops) || hops < 0 || hops > MAX_HOPS)
    throw new Error(`TRUST_PROXY: a hop count must be a whole number from 0 to ${MAX_HOPS}`);
  return hops;
}

/** A network in strict notation: `10.0.0.0/8`, `2001:db8::/32`, or a bare address (one host). */
function parseNetwork(text: string): [Address, number] {
  const [host = '', bits, ...rest] = text.split('/');
  const version = isIP(host);
  const max = version === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
  if (version === 0 || rest.length > 0 || !(prefix >= 0 && prefix <= max))
    throw new Error(`TRUST_PROXY: "${text}" is neither a hop count nor an IPv4/IPv6 CIDR`);
  return [ipaddr.process(host), prefix];
}

/** Checks and compiles the setting (throws on a bad entry, as {@link parseTrustProxy}). */
export function compileTrust(trust: TrustProxy): TrustsHop {
  if (trust === false) return () => false;
  if (typeof trust === 'number') {
    const hops = checkHops(trust);
    return (_address, index) => index < hops;
  }
  const networks = trust.map(parseNetwork);
  return (address) =>
    networks.some(
      ([network, bits]) => network.kind() === address.kind() && address.match(network, bits),
    );
}

/**
 * A header entry or socket address as an address, if it is one (IPv4-mapped IPv6 → IPv4). A port
 * (`192.0.2.1:4711`, `[2001:db8::1]:4711`, as some proxies write) is dropped.
 */
function parseAddress(text: string): Address | undefined {
  const trimmed = text.trim();
  const host =
    /^\[([^\]]*)\](?::\d+)?$/.exec(trimmed)?.[1] ?? /^([\d.]+):\d+$/.exec(trimmed)?.[1] ?? trimmed;
  return isIP(host) === 0 ? undefined : ipaddr.process(host.replace(/%.*$/, ''));
}

/** The canonical text of an address: dotted IPv4, RFC 5952 IPv6 (one spelling per address). */
function canonical(address: Address): string {
  return address.kind() === 'ipv6'
    ? (address as ipaddr.IPv6).toRFC5952String()
    : address.toString();
}

/**
 * The hops of `Forwarded` (RFC 7239), nearest last: each element's `for=` value without quotes
 * (brackets and port are dropped later, as in `X-Forwarded-For`). An element without one gives
 * an empty entry, which, like `unknown` or an obfuscated name, is not an address.
 */
export function forwardedFor(header: string): string[] {
  const hops: string[] = [];
  // Commas and semicolons split outside quoted strings only.
  for (const element of header.match(/(?:[^,"]|"(?:[^"\\]|\\.)*")+/g) ?? []) {
    let value = '';
    for (const pair of element.match(/(?:[^;"]|"(?:[^"\\]|\\.)*")+/g) ?? []) {
      const eq = pair.indexOf('=');
      if (eq < 0 || pair.slice(0, eq).trim().toLowerCase() !== 'for') continue;
      value = pair
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .replace(/\\(.)/g, '$1');
    }
    hops.push(value);
  }
  return hops;
}

/**
 * The proxies' record of the hops before them, farthest first: `X-Forwarded-For` when the
 * request has one (what nginx, HAProxy, Caddy, Traefik, Envoy and cloud load balancers write),
 * otherwise `Forwarded`'s `for=` values. One header only, never a mix: a proxy that writes
 * only `Forwarded` must drop a client's `X-Forwarded-For` (see server/README.md).
 */
function forwardedChain(header: (name: string) => string | undefined): string[] {
  const xff = header('x-forwarded-for');
  if (xff !== undefined && xff.trim() !== '') return xff.split(',');
  const forwarded = header('forwarded');
  return forwarded !== undefined && forwarded.trim() !== '' ? forwardedFor(forwarded) : [];
}

/**
 * The client's address: the socket's peer, or, when that peer is a trusted proxy, the nearest
 * hop its forwarding header names that is not itself trusted (the rightmost untrusted hop).
 * Headers from a peer we do not trust are never read. An entry that is not an address ends the
 * walk at the hop that wrote it, so junk cannot mint new addresses (nor a fresh limit bucket).
 * Undefined without a socket (only `app.request()` in tests).
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  header: (name: string) => string | undefined,
  trusts: TrustsHop,
): string | undefined {
  if (socketAddress === undefined) return undefined;
  let client = parseAddress(socketAddress);
  if (client === undefined) return socketAddress;
  if (!trusts(client, 0)) return canonical(client);
  const chain = forwardedChain(header);
  for (let index = 1; index <= chain.length; index++) {
    const next = parseAddress(chain[chain.length - index] ?? '');
    if (next === undefined) break;
    client = next;
    if (!trusts(client, index)) break;
  }
  return canonical(client);
}

export type ClientAddressEnv = { Variables: { clientAddress: string | undefined } };

/**
 * Resolves the client's address once per request (for every limit and anything else that keys
 * on who is calling); read it with {@link clientAddressOf}.
 */
export function clientAddress(trust: TrustProxy): MiddlewareHandler<ClientAddressEnv> {
  const trusts = compileTrust(trust);
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    c.set(
      'clientAddress',
      resolveClientAddress(incoming?.socket?.remoteAddress, (name) => c.req.header(name), trusts),
    );
    await next();
  };
}

/** The request's client address as {@link clientAddress} resolved it; undefined without one. */
export function clientAddressOf(c: Context): string | undefined {
  const value: unknown = c.get('clientAddress');
  return typeof value === 'string' ? value : undefined;
}

/**
 * The key limits count a client under: its IPv4 address, or its IPv6 /64 — one household or
 * phone is given a whole /64, so counting single IPv6 addresses would give an attacker 2^64 of
 * them.
 */
export function limitKeyOf(address: string): string {
  const parsed = parseAddress(address);
  if (parsed === undefined) return address;
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
