import { describe, expect, it } from 'vitest';
import { frameAncestorSources, hostedPagePolicy } from './csp.ts';

describe('hostedPagePolicy', () => {
  it('is strict without tags: own scripts only, no inline, framed by the configured sites', () => {
    const policy = hostedPagePolicy({ frameAncestors: ['https://hotel.example'] });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'self' https://hotel.example");
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

  it("is framed only by this server's own pages when no sites are configured", () => {
    expect(hostedPagePolicy({ frameAncestors: undefined })).toContain("frame-ancestors 'self'");
    expect(hostedPagePolicy({ frameAncestors: [] })).toContain("frame-ancestors 'self'");
  });
});

describe('frameAncestorSources', () => {
  it("keeps our own pages beside the configured sites, `*` for any, and 'none' alone", () => {
    expect(frameAncestorSources(undefined)).toBe("'self'");
    expect(frameAncestorSources(['https://a.example', 'https://b.example'])).toBe(
      "'self' https://a.example https://b.example",
    );
    expect(frameAncestorSources('*')).toBe('*');
    expect(frameAncestorSources(["'none'"])).toBe("'none'");
  });
});
