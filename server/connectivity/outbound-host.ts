import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { invalid } from '../domain/errors.ts';
import { outboundUrlProblem } from './outbound-url.ts';

/** Every address a host name resolves to (IPv4 and IPv6). */
export type LookupAll = (host: string) => Promise<readonly string[]>;

/**
 * Whether this server may reach hosts on its own machine or network on a hotel's behalf
 * (webhook endpoints, iCal import feeds). Off in production (CONNECTIVITY_ALLOW_PRIVATE_HOSTS):
 * otherwise a hotel member could make the server call internal services (SSRF). Tests and local
 * demos turn it on for their receivers on 127.0.0.1.
 */
export interface OutboundPolicy {
  readonly allowPrivateHosts: boolean;
  /** Name resolution; tests give a fixed one. Default: node:dns, every address. */
  readonly lookup?: LookupAll;
}

const lookupAll: LookupAll = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * True for a public unicast address only: loopback, private, link-local, unique-local, CGNAT,
 * unspecified, multicast, documentation, NAT64/6to4 (which may wrap a private IPv4) and every
 * other special range are not. IPv4-mapped IPv6 is judged as its IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Why the host of `url` may not be reached under `policy`, or null when it may. */
export async function outboundHostProblem(
  url: string,
  policy: OutboundPolicy,
): Promise<'private_host' | 'host_not_found' | null> {
  if (policy.allowPrivateHosts) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: readonly string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await (policy.lookup ?? lookupAll)(host);
  } catch {
    return 'host_not_found';
  }
  if (addresses.length === 0) return 'host_not_found';
  // Every address, not the first: a name with one public and one internal address is refused.
  return addresses.every(isPublicAddress) ? null : 'private_host';
}

/**
 * A webhook endpoint or feed URL being saved: refused (error 1000 at `url`, reason `url` or
 * `private_host`) unless https (outbound-url.ts) and its host resolves to public addresses only.
 * A host that does not resolve (yet) is let through: each fetch checks again and reports it.
 */
export async function checkUrlToSave(url: string, policy: OutboundPolicy): Promise<void> {
  if (outboundUrlProblem(url)) throw invalid('url', 'url');
  if ((await outboundHostProblem(url, policy)) === 'private_host') {
    throw invalid('url', 'private_host');
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * `fetch` to a hotel's URL: the host is checked before each request (DNS may have changed since
 * the URL was saved) and redirects are followed by hand, at most `maxRedirects`, each target
 * checked the same way (and as a saved URL: https, no credentials). A refused host throws.
 * A redirect beyond `maxRedirects` is returned as it is.
 */
export async function fetchOutbound(
  url: string,
  init: RequestInit,
  deps: { policy: OutboundPolicy; fetch?: typeof fetch; maxRedirects?: number },
): Promise<Response> {
  const send = deps.fetch ?? fetch;
  let target = url;
  for (let hop = 0; ; hop++) {
    const problem = await outboundHostProblem(target, deps.policy);
    if (problem) throw new Error(`refused: ${problem.replace('_', ' ')}`);
    const res = await send(target, { ...init, redirect: 'manual' });
    const location = res.headers.get('location');
    if (!REDIRECTS.has(res.status) || !location || hop >= (deps.maxRedirects ?? 0)) return res;
    await res.body?.cancel();
    target = new URL(location, target).href;
    const unfit = outboundUrlProblem(target);
    if (unfit) throw new Error(`refused redirect: ${unfit}`);
  }
}
