import { describe, expect, it } from 'vitest';
import { CURRENT_PARAMS, hashPassword, needsRehash, passwordHasher } from './passwords.ts';

const { verify: verifyPassword, dummyVerify } = passwordHasher();

describe('member passwords', () => {
  it('hashes with a per-password salt and the parameters in the string', async () => {
    const a = await hashPassword('Sakura2026');
    const b = await hashPassword('Sakura2026');
    expect(a).not.toBe(b);
    expect(a).toMatch(
      new RegExp(`^scrypt\\$${CURRENT_PARAMS.N}\\$8\\$3\\$[\\w-]{22}\\$[\\w-]{43}$`),
    );
    expect(a).not.toContain('Sakura2026');
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Sakura2026');
    expect(await verifyPassword('Sakura2026', stored)).toBe(true);
    expect(await verifyPassword('sakura2026', stored)).toBe(false);
    expect(await verifyPassword('Sakura2026', 'garbage')).toBe(false);
  });

  it('verifies hashes of older parameters and asks for a rehash', async () => {
    const old = await hashPassword('Sakura2026', { N: 2 ** 12, r: 8, p: 1 });
    expect(await verifyPassword('Sakura2026', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('Sakura2026'))).toBe(false);
  });

  it('refuses absurd stored parameters instead of hanging', async () => {
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$AAAA$AAAA')).toBe(false);
  });

  it('a dummy verification costs about as much as a real one', async () => {
    const stored = await hashPassword('Sakura2026');
    await dummyVerify('warm-up');
    const t0 = performance.now();
    await verifyPassword('Wrong1234', stored);
    const real = performance.now() - t0;
    const t1 = performance.now();
    await dummyVerify('Wrong1234');
    const dummy = performance.now() - t1;
    expect(dummy).toBeGreaterThan(real / 3);
  });
});
