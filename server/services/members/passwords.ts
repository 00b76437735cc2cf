import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Member passwords: scrypt from node:crypto (memory-hard, no native package to keep), a random
 * 16-byte salt per password, and the parameters stored in the hash string
 * (`scrypt$N$r$p$salt$hash`, base64url) so a later, costlier setting can verify old hashes and
 * upgrade them at the next sign-in (`needsRehash`).
 *
 * Cost: N = 2^15, r = 8, p = 3 — one of OWASP's equivalent scrypt settings (the same work as
 * N = 2^17, p = 1) with a quarter of the memory, 32 MiB per hash, so a burst of sign-ins on a
 * small server does not run it out of memory. About 0.1–0.2 s per hash on the 2-core dev
 * machine (bench/sign-in.ts). Sign-in is throttled per account and per address on top.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const CURRENT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      // maxmem above 128·N·r·p-ish needs, or node refuses the larger settings.
      { ...params, maxmem: 256 * params.N * params.r + 16 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** A new hash string for `password` with the current parameters (or the given ones). */
export async function hashPassword(
  password: string,
  params: ScryptParams = CURRENT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface Parsed extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || !Number.isInteger(N) || !Number.isInteger(r) || !Number.isInteger(p))
    return undefined;
  // A stored hash is ours, but bound the work anyway: a corrupted row must not hang a sign-in.
  if (N > 2 ** 20 || r > 32 || p > 16) return undefined;
  return {
    N,
    r,
    p,
    salt: Buffer.from(parts[4] ?? '', 'base64url'),
    key: Buffer.from(parts[5] ?? '', 'base64url'),
  };
}

/** True when `stored` was made with other parameters than the current ones (upgrade it). */
export function needsRehash(stored: string, params: ScryptParams = CURRENT_PARAMS): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== params.N || parsed.r !== params.r || parsed.p !== params.p;
}

/** Hashing, checking and upgrading member passwords at one cost setting. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `stored`; constant-time comparison of the derived keys. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Spends the same time as a real verification, for an e-mail with no account (or an account
   * without a password): the answer time then does not tell whether an address is registered.
   */
  dummyVerify(password: string): Promise<void>;
  /** True when `stored` was made at another cost than this hasher's. */
  needsRehash(stored: string): boolean;
}

/**
 * A hasher at `params` (default `CURRENT_PARAMS`). The server uses the default; the route tests
 * pass a cheap setting so a hundred sign-ups do not spend minutes in scrypt (old hashes of the
 * seeded members still verify: the parameters travel in the hash string).
 */
export function passwordHasher(params: ScryptParams = CURRENT_PARAMS): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  const dummyVerify = async (password: string): Promise<void> => {
    dummyHash ??= hashPassword('dummy-password-for-timing', params);
    const parsed = parse(await dummyHash);
    if (parsed) await derive(password, parsed.salt, parsed);
  };
  return {
    hash: (password) => hashPassword(password, params),
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed || parsed.key.length === 0) {
        await dummyVerify(password);
        return false;
      }
      const key = await derive(password, parsed.salt, parsed);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
    dummyVerify,
    needsRehash: (stored) => needsRehash(stored, params),
  };
}
