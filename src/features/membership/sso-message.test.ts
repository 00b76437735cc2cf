import { describe, expect, it } from 'vitest';
import { callbackUrl, openerTarget, SSO_MESSAGE_TYPE, ssoResult } from './sso-message.ts';

describe('external sign-in pop-up message', () => {
  const popup = {};
  const expected = { origin: 'https://book.example', source: popup };
  it('accepts the code only from the provider origin and the pop-up window', () => {
    const data = { type: SSO_MESSAGE_TYPE, code: 'one-time-code-123456' };
    expect(ssoResult({ origin: 'https://book.example', source: popup, data }, expected)).toEqual(
      data,
    );
    expect(
      ssoResult({ origin: 'https://evil.example', source: popup, data }, expected),
    ).toBeUndefined();
    expect(
      ssoResult({ origin: 'https://book.example', source: {}, data }, expected),
    ).toBeUndefined();
    expect(
      ssoResult({ origin: 'https://book.example', source: popup, data: { type: 'x' } }, expected),
    ).toBeUndefined();
  });
  it('builds the hosted callback address', () => {
    expect(callbackUrl('https://book.example/')).toBe('https://book.example/sso/custom/callback');
    expect(callbackUrl('https://book.example', 'sakuratokyo')).toBe(
      'https://book.example/sso/custom/callback?code=sakuratokyo',
    );
  });
  it('posts only to an exact web origin', () => {
    expect(openerTarget('https://hotel.example')).toBe('https://hotel.example');
    expect(openerTarget('http://localhost:8788')).toBe('http://localhost:8788');
    expect(openerTarget('https://hotel.example/page')).toBeNull();
    expect(openerTarget('*')).toBeNull();
    expect(openerTarget('javascript:alert(1)')).toBeNull();
    expect(openerTarget(null)).toBeNull();
  });
});
