import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, parseSecretKey } from './secret-box.ts';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);
  const box = createSecretBox(key);

  it('seals so that the stored form holds nothing of the secret, and opens it again', () => {
    const sealed = box.seal('sk_test_51abcdef', 'hotel:1:stripe_secret_key');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('sk_test');
    expect(box.open(sealed, 'hotel:1:stripe_secret_key')).toBe('sk_test_51abcdef');
    // A fresh nonce each time: the same secret never seals to the same text.
    expect(box.seal('sk_test_51abcdef', 'hotel:1:stripe_secret_key')).not.toBe(sealed);
  });

  it('refuses another context, another key or a changed byte', () => {
    const sealed = box.seal('whsec_123', 'hotel:1:stripe_webhook_secret');
    expect(() => box.open(sealed, 'hotel:2:stripe_webhook_secret')).toThrow();
    expect(() =>
      createSecretBox(randomBytes(32)).open(sealed, 'hotel:1:stripe_webhook_secret'),
    ).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), 'hotel:1:stripe_webhook_secret')).toThrow();
  });

  it('reads the key from hex or base64 and refuses anything but 32 bytes', () => {
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(() => parseSecretKey('short')).toThrow(/32 bytes/);
  });
});
