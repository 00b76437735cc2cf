import { expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../db/seed/members.ts';
import { describeOnDatabases } from '../../test/harness.ts';
import { liveMemberByEmail } from './accounts.ts';
import {
  ACCESS_TTL_MS,
  issueMemberSession,
  refreshMemberSession,
  revokeAllMemberSessions,
  verifyAccessToken,
} from './sessions.ts';

describeOnDatabases('member sessions', (get) => {
  const demo = async () => {
    const db = get().handle.db;
    const brand = await db
      .selectFrom('brands')
      .select('id')
      .where('code', '=', 'sakura')
      .executeTakeFirstOrThrow();
    const member = await liveMemberByEmail(db, brand.id, DEMO_MEMBER.email);
    if (!member) throw new Error('demo member missing');
    return { db, member };
  };

  it('lets exactly one of two concurrent refreshes win and revokes the session for the other', async () => {
    const { db, member } = await demo();
    const now = new Date();
    const tokens = await issueMemberSession(db, now, member);
    const outcomes = await Promise.all([
      refreshMemberSession(db, now, tokens.refresh_token, member.brand_id),
      refreshMemberSession(db, now, tokens.refresh_token, member.brand_id),
    ]);
    const kinds = outcomes.map((o) => o.kind).sort();
    expect(kinds).toContain('reused');
    // Whichever won, the session is revoked now: its new access token no longer works.
    for (const o of outcomes)
      if (o.kind === 'refreshed')
        expect(await verifyAccessToken(db, now, o.tokens.access_token)).toBeUndefined();
  });

  it('expires access tokens and refuses refresh tokens of another brand without spending them', async () => {
    const { db, member } = await demo();
    const now = new Date();
    const tokens = await issueMemberSession(db, now, member);
    expect(
      await verifyAccessToken(
        db,
        new Date(now.getTime() + ACCESS_TTL_MS - 1000),
        tokens.access_token,
      ),
    ).toBeDefined();
    expect(
      await verifyAccessToken(
        db,
        new Date(now.getTime() + ACCESS_TTL_MS + 1000),
        tokens.access_token,
      ),
    ).toBeUndefined();
    expect(
      (await refreshMemberSession(db, now, tokens.refresh_token, member.brand_id + 1000)).kind,
    ).toBe('other_brand');
    expect((await refreshMemberSession(db, now, tokens.refresh_token, member.brand_id)).kind).toBe(
      'refreshed',
    );
  });

  it('stores hashes only and revokes every session of a member', async () => {
    const { db, member } = await demo();
    const now = new Date();
    const a = await issueMemberSession(db, now, member);
    const b = await issueMemberSession(db, now, member);
    const rows = JSON.stringify(
      await db
        .selectFrom('member_sessions')
        .selectAll()
        .where('member_id', '=', member.id)
        .execute(),
    );
    expect(rows).not.toContain(a.access_token);
    expect(rows).not.toContain(b.refresh_token);
    await revokeAllMemberSessions(db, now, member.id);
    expect(await verifyAccessToken(db, now, a.access_token)).toBeUndefined();
    expect(await verifyAccessToken(db, now, b.access_token)).toBeUndefined();
    expect((await refreshMemberSession(db, now, b.refresh_token, member.brand_id)).kind).toBe(
      'invalid',
    );
  });
});
