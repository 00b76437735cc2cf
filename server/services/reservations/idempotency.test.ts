import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/harness.ts';
import { claimKey } from './idempotency.ts';

describeOnDatabases('Idempotency-Key claims on the database clock', (ctx) => {
  /** Moves a claim back in time on the database's own clock, as if it were made `minutes` ago. */
  async function age(key: string, minutes: number): Promise<void> {
    await sql`UPDATE idempotency_keys SET created_at = now() - make_interval(mins => ${minutes})
      WHERE key = ${key}`.execute(ctx().handle.db);
  }

  it('answers 409 while a claim is fresh and takes over one abandoned for over 5 minutes', async () => {
    const db = ctx().handle.db;
    const key = '1:claim-age';
    expect(await claimKey(db, key, 'hash-a')).toEqual({ kind: 'claimed' });
    await expect(claimKey(db, key, 'hash-a')).rejects.toMatchObject({ status: 409 });
    await age(key, 4);
    await expect(claimKey(db, key, 'hash-a')).rejects.toMatchObject({ status: 409 });
    await age(key, 6);
    expect(await claimKey(db, key, 'hash-a')).toEqual({ kind: 'claimed' });
    const row = await db
      .selectFrom('idempotency_keys')
      .select(sql<boolean>`created_at > now() - interval '1 minute'`.as('fresh'))
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.fresh).toBe(true);
  });

  it('refuses the same key for another body, and forgets any key after a day', async () => {
    const db = ctx().handle.db;
    const key = '1:claim-day';
    expect(await claimKey(db, key, 'hash-a')).toEqual({ kind: 'claimed' });
    await expect(claimKey(db, key, 'hash-b')).rejects.toMatchObject({
      status: 400,
      field: 'Idempotency-Key',
    });
    await age(key, 24 * 60 + 1);
    expect(await claimKey(db, key, 'hash-b')).toEqual({ kind: 'claimed' });
  });
});
