import { describe, expect, it } from 'vitest';
import { hostedPagePolicy } from './csp.ts';

describe('hostedPagePolicy', () => {
  it('is strict without tags: own scripts only, no inline, framed by the configured sites', () => {
    const policy = hostedPagePolicy({ frameAncestors: ['https://hotel.example'] });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain('frame-ancestors https://hotel.example');
    expect(policy).not.toMatch(/nonce|unsafe/);
  });

  it('adds the page nonce and the hotel sources for a hotel with tags, and nothing else', () => {
    const policy = hostedPagePolicy({
      frameAncestors: '*',
      tags: { nonce: 'abc123==', sources: ['https://www.googletagmanager.com'] },
    });
    expect(policy).toContain(
      "script-src 'self' 'nonce-abc123==' https://www.googletagmanager.com;",
    );
    expect(policy).toContain("connect-src 'self' https://www.googletagmanager.com;");
    expect(policy).toContain("frame-src 'self' https://www.googletagmanager.com;");
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toContain('unsafe');
  });

  it('frames nowhere when the list of ancestors is empty', () => {
    expect(hostedPagePolicy({ frameAncestors: [] })).toContain("frame-ancestors 'none'");
  });
});
