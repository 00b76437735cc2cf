import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import {
  compileTrust,
  forwardedFor,
  limitKeyOf,
  parseTrustProxy,
  resolveClientAddress,
  type TrustProxy,
} from './client-address.ts';

/** The client address a request from `peer` with these headers resolves to. */
const resolve = (trust: TrustProxy, peer: string | undefined, headers: Record<string, string>) =>
  resolveClientAddress(peer, (name) => headers[name], compileTrust(trust));

describe('TRUST_PROXY', () => {
  it('is off unless set, and reads a hop count or a CIDR list', () => {
    for (const off of [undefined, '', ' ', '0', 'false', 'off'])
      expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32 ')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
    ]);
  });

  it('refuses what it cannot read, so a typo stops the start', () => {
    for (const bad of [
      '10.0.0.0/33',
      '10.0.0/8',
      'proxy.internal',
      '::1/129',
      '10.0.0.0/8/1',
      '99',
      'true',
    ])
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    expect(() => compileTrust(['10.0.0.0/8', 'x'])).toThrow(/TRUST_PROXY/);
  });

  it('comes from the environment', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address', () => {
  const spoof = {
    'x-forwarded-for': '198.51.100.1',
    forwarded: 'for=198.51.100.2',
  };

  it('is the socket peer when no proxy is trusted, whatever the headers say', () => {
    expect(resolve(false, '203.0.113.9', spoof)).toBe('203.0.113.9');
    expect(resolve(false, '::ffff:203.0.113.9', spoof)).toBe('203.0.113.9');
    expect(resolve(false, undefined, spoof)).toBeUndefined();
  });

  it('ignores the headers of a peer outside the trusted networks', () => {
    expect(resolve(['10.0.0.0/8'], '203.0.113.9', spoof)).toBe('203.0.113.9');
  });

  it('takes the rightmost untrusted hop behind trusted networks (IPv4 and IPv6)', () => {
    const trust = ['10.0.0.0/8', '2001:db8:ffff::/48'];
    // The client forged the first entry; our two proxies appended the rest.
    const xff = { 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.0.0.5' };
    expect(resolve(trust, '10.0.0.6', xff)).toBe('203.0.113.9');
    expect(resolve(trust, '::ffff:10.0.0.6', xff)).toBe('203.0.113.9');
    expect(
      resolve(trust, '2001:db8:ffff::1', { 'x-forwarded-for': '1.1.1.1, 2001:DB8:1:0:0:0:0:5' }),
    ).toBe('2001:db8:1::5');
    // Every hop trusted: the farthest one named.
    expect(resolve(trust, '10.0.0.6', { 'x-forwarded-for': '10.1.1.1, 10.0.0.5' })).toBe(
      '10.1.1.1',
    );
    // A trusted peer without a header is itself the client.
    expect(resolve(trust, '10.0.0.6', {})).toBe('10.0.0.6');
  });

  it('counts hops: 1 is the last entry, 2 the one before', () => {
    const xff = { 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 192.0.2.1' };
    expect(resolve(1, '192.0.2.200', xff)).toBe('192.0.2.1');
    expect(resolve(2, '192.0.2.200', xff)).toBe('203.0.113.9');
    // Fewer entries than hops: the farthest there is.
    expect(resolve(5, '192.0.2.200', xff)).toBe('1.1.1.1');
  });

  it('reads Forwarded when there is no X-Forwarded-For, and never mixes the two', () => {
    const forwarded = {
      forwarded: 'for=1.1.1.1, for="[2001:db8::17]:4711";proto=https, For=192.0.2.60:80;by=x',
    };
    expect(resolve(1, '10.0.0.1', forwarded)).toBe('192.0.2.60');
    expect(resolve(2, '10.0.0.1', forwarded)).toBe('2001:db8::17');
    expect(resolve(1, '10.0.0.1', { ...forwarded, 'x-forwarded-for': '203.0.113.9' })).toBe(
      '203.0.113.9',
    );
  });

  it('stops at a malformed entry, at the hop that wrote it', () => {
    for (const junk of ['not-an-ip', '', '1.2.3', '999.1.1.1', 'unknown', '_hidden'])
      expect(resolve(1, '10.0.0.1', { 'x-forwarded-for': junk }), junk).toBe('10.0.0.1');
    expect(resolve(2, '10.0.0.1', { 'x-forwarded-for': 'junk, 192.0.2.1' })).toBe('192.0.2.1');
    expect(resolve(1, '10.0.0.1', { forwarded: 'for=unknown' })).toBe('10.0.0.1');
    expect(resolve(1, '10.0.0.1', { forwarded: 'proto=https' })).toBe('10.0.0.1');
    expect(resolve(1, '10.0.0.1', { forwarded: 'for="' })).toBe('10.0.0.1');
    // A port some proxies append is dropped.
    expect(resolve(1, '10.0.0.1', { 'x-forwarded-for': '192.0.2.1:5678' })).toBe('192.0.2.1');
  });

  it('parses Forwarded elements with quoted commas and semicolons', () => {
    expect(forwardedFor('for="_a,b;c";by=x, for=192.0.2.1')).toEqual(['_a,b;c', '192.0.2.1']);
  });
});

describe('limit keys', () => {
  it('count an IPv4 address alone and an IPv6 address by its /64', () => {
    expect(limitKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitKeyOf('2001:db8:1:2:bbbb::9')).toBe(limitKeyOf('2001:db8:1:2:aaaa::1'));
    expect(limitKeyOf('2001:db8:1:3::1')).not.toBe(limitKeyOf('2001:db8:1:2::1'));
  });
});
