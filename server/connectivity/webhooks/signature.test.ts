import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './signature.ts';

describe('webhook signatures', () => {
  const body = '{"id":"evt_1","type":"reservation.created"}';
  const at = 1_800_000_000;
  const headers = { timestamp: String(at), signature: signWebhook('whsec_test', at, body) };

  it('verifies the body and timestamp it signed', () => {
    expect(headers.signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifyWebhook('whsec_test', headers, body, at + 10)).toBe(true);
  });

  it('refuses another secret, a changed body, a moved timestamp and a stale replay', () => {
    expect(verifyWebhook('whsec_other', headers, body, at)).toBe(false);
    expect(verifyWebhook('whsec_test', headers, `${body} `, at)).toBe(false);
    expect(verifyWebhook('whsec_test', { ...headers, timestamp: String(at + 1) }, body, at)).toBe(
      false,
    );
    expect(verifyWebhook('whsec_test', headers, body, at + 301)).toBe(false);
    expect(verifyWebhook('whsec_test', { ...headers, signature: null }, body, at)).toBe(false);
  });
});
