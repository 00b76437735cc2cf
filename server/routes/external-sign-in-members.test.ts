import { expect, it } from 'vitest';
import { DEMO_USER, type DemoUser } from '../../demo/identity-provider/accounts.ts';
import { DEMO_MEMBER } from '../db/seed/members.ts';
import { hashPassword } from '../services/members/passwords.ts';
import { redeemSignInCode } from '../services/members/sign-in-codes.ts';
import { describeOnDatabases } from '../test/harness.ts';
import { useOidc } from '../test/oidc-fixture.ts';

const person = (sub: string, email: string, emailVerified = true): DemoUser => ({
  ...DEMO_USER,
  sub,
  email,
  email_verified: emailVerified,
  given_name: 'Taro',
  family_name: 'Suzuki',
  name: 'Taro Suzuki',
});
// Same demo password for all; each has its own subject at the provider.
const EXISTING = person('sub-existing', DEMO_MEMBER.email);
const UNVERIFIED = person('sub-unverified', 'unverified@sakura.example', false);
const UNCONFIRMED = person('sub-unconfirmed', 'unconfirmed@sakura.example');
const NO_EMAIL = person('sub-no-email', '');

describeOnDatabases('OpenID Connect sign-in: the member', (get) => {
  const oidc = useOidc(get, [DEMO_USER, EXISTING, UNVERIFIED, UNCONFIRMED, NO_EMAIL]);
  const db = () => get().handle.db;
  const brandId = async () =>
    (
      await db()
        .selectFrom('brands')
        .select('id')
        .where('code', '=', 'sakura')
        .executeTakeFirstOrThrow()
    ).id;
  const codeOf = async (user: DemoUser, provider = 'open_id') => {
    const to = await oidc().signIn(provider, {}, user);
    return {
      code: to.searchParams.get('brand_custom_auth_token'),
      error: to.searchParams.get('error'),
    };
  };
  const redeem = async (code: string | null) =>
    redeemSignInCode(db(), new Date(), code ?? '', await brandId());
  const memberByEmail = (email: string) =>
    db()
      .selectFrom('members')
      .selectAll()
      .where('email', '=', email)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();

  it('creates a confirmed member without password on the first sign-in, then finds it', async () => {
    const first = await codeOf(DEMO_USER);
    const redeemed = await redeem(first.code);
    expect(redeemed.kind).toBe('redeemed');
    const member = await memberByEmail(DEMO_USER.email);
    expect(redeemed).toEqual({ kind: 'redeemed', memberId: member.id });
    expect(member).toMatchObject({
      provider: 'open_id',
      password_hash: null,
      first_name: 'Hanako',
      last_name: 'Yamada',
      locale: 'ja',
    });
    expect(member.confirmed_at).not.toBeNull();
    // A code is spent once.
    expect((await redeem(first.code)).kind).toBe('invalid');
    // Next time: the same member, found by (brand, provider, subject).
    expect(await redeem((await codeOf(DEMO_USER)).code)).toEqual({
      kind: 'redeemed',
      memberId: member.id,
    });
    const identities = await db()
      .selectFrom('member_identities')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(identities.map((i) => [i.provider, i.subject])).toEqual([['open_id', DEMO_USER.sub]]);
  });

  it('links the confirmed member with the same verified e-mail, keeping the password', async () => {
    const before = await memberByEmail(DEMO_MEMBER.email);
    expect(await redeem((await codeOf(EXISTING)).code)).toEqual({
      kind: 'redeemed',
      memberId: before.id,
    });
    const after = await memberByEmail(DEMO_MEMBER.email);
    expect(after.password_hash).toBe(before.password_hash);
    expect(after.provider).toBe('email');
    // The same person through another provider of the brand links too.
    expect(await redeem((await codeOf(EXISTING, 'line')).code)).toEqual({
      kind: 'redeemed',
      memberId: before.id,
    });
  });

  it('never links an account by an e-mail the provider has not verified', async () => {
    await db()
      .insertInto('members')
      .values({
        brand_id: await brandId(),
        program_id: (await memberByEmail(DEMO_MEMBER.email)).program_id,
        email: UNVERIFIED.email,
        password_hash: await hashPassword('Unverified1'),
        first_name: 'U',
        last_name: 'V',
        membership_id: 'TEST-UNVERIFIED',
        confirmed_at: new Date(),
      })
      .execute();
    expect(await codeOf(UNVERIFIED)).toEqual({ code: null, error: 'email_unverified' });
  });

  it('confirms an unconfirmed sign-up by the verified e-mail and drops its password', async () => {
    await db()
      .insertInto('members')
      .values({
        brand_id: await brandId(),
        program_id: (await memberByEmail(DEMO_MEMBER.email)).program_id,
        email: UNCONFIRMED.email,
        password_hash: await hashPassword('Typed-by-someone1'),
        first_name: 'U',
        last_name: 'C',
        membership_id: 'TEST-UNCONFIRMED',
      })
      .execute();
    const member = await memberByEmail(UNCONFIRMED.email);
    expect(await redeem((await codeOf(UNCONFIRMED)).code)).toEqual({
      kind: 'redeemed',
      memberId: member.id,
    });
    const after = await memberByEmail(UNCONFIRMED.email);
    expect(after.confirmed_at).not.toBeNull();
    expect(after.password_hash).toBeNull();
  });

  it('answers error=email_missing when the provider gives no e-mail', async () => {
    expect(await codeOf(NO_EMAIL)).toEqual({ code: null, error: 'email_missing' });
  });

  it('starts afresh when the linked account was deleted', async () => {
    const member = await memberByEmail(DEMO_USER.email);
    await db()
      .updateTable('members')
      .set({ deleted_at: new Date(), email: `deleted-${member.id}@invalid` })
      .where('id', '=', member.id)
      .execute();
    const again = await redeem((await codeOf(DEMO_USER)).code);
    expect(again.kind).toBe('redeemed');
    expect(again).not.toEqual({ kind: 'redeemed', memberId: member.id });
  });
});
