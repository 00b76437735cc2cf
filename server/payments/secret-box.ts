import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals the hotels' gateway secrets (Stripe secret key, webhook signing secret) for the
 * database: AES-256-GCM with a random 96-bit nonce per value, the key taken from the
 * environment (PAYMENT_KEYS_SECRET: 32 bytes as 64 hex characters or base64). The stored form
 * is `v1.<nonce>.<tag>.<ciphertext>` (base64url parts): a database dump alone reveals nothing,
 * and a changed byte fails the tag instead of decrypting to garbage. `context` (the hotel id and
 * what the value is) is bound as additional data, so a sealed value copied onto another hotel or
 * field does not open.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The plain value; throws when the key, the context or the stored bytes do not match. */
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';

/** Reads PAYMENT_KEYS_SECRET: exactly 32 bytes, hex or base64; anything else stops the start. */
export function parseSecretKey(value: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32)
    throw new Error('PAYMENT_KEYS_SECRET must be 32 bytes (64 hex characters or base64)');
  return key;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret box needs a 32-byte key');
  return {
    seal(plain, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, context) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined)
        throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}

/**
 * A key for development and tests only, derived from a fixed phrase: `npm start` without
 * PAYMENT_KEYS_SECRET still runs, but the console refuses to store live keys under it.
 */
export const DEVELOPMENT_SECRET_KEY = createHash('sha256')
  .update('hotel-booking development payment keys (not secret)')
  .digest();
