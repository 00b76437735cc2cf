import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Reservation numbers are what guests read out on the phone: a letter and 9 digits, random so
 * they reveal nothing about volume. They are not secrets; access needs e-mail or bypass token.
 */
export function newReservationNumber(): string {
  return `S${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** 256 random bits, URL-safe. Only its hash is stored. */
export function newBypassToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time comparison of two hex digests of equal length. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
