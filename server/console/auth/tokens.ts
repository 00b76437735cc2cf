import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret for a cookie or a link: 32 random bytes, base64url. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * How a secret is stored: its SHA-256 (base64url). The secrets are 256-bit random, so a fast
 * hash is enough (nothing to brute-force) and lets any process find the row by it.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
