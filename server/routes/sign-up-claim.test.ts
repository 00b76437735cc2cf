import { expect, it } from 'vitest';
import {
  MemberResponseSchema,
  MemberTokensSchema,
  SignUpAcceptedSchema,
} from '../../src/api/contract/index.ts';
import { data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import {
  asMember,
  lastMailTo,
  linkParam,
  newMember,
  PASSWORD,
  uniqueEmail,
  widgetSession,
} from '../test/members.ts';

const signUpBody = (email: string) => ({
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  first_name: 'Hana',
  last_name: 'Sato',
  accepts_promotion_emails: false,
  terms_accepted: true,
  locale: 'en',
});

/** Signs up `email` from a widget session; the answer's claim. */
async function signUp(ctx: TestContext, session: string, email: string): Promise<string> {
  const res = await ctx.call('POST', '/api/v1/memberships/sign_up', signUpBody(email), {
    'x-client-session': session,
  });
  expect(res.status).toBe(202);
  return data(res, SignUpAcceptedSchema).data.sign_in_claim;
}

const claim = (ctx: TestContext, session: string, sign_in_claim: string) =>
  ctx.call(
    'POST',
    '/api/v1/memberships/sign_up/claim',
    { sign_in_claim },
    {
      'x-client-session': session,
    },
  );

const confirmFromMail = async (ctx: TestContext, email: string) => {
  // The hosted confirmation page: its own widget session (another tab, another origin).
  const other = await widgetSession(ctx);
  const token = linkParam(lastMailTo(ctx, email), 'confirmation_token');
  const res = await ctx.call(
    'POST',
    '/api/v1/memberships/confirm',
    { confirmation_token: token },
    { 'x-client-session': other },
  );
  expect(res.status).toBe(200);
};

describeOnDatabases("memberships: the sign-up's claim", (get) => {
  it('signs the widget that signed up in once the link is opened elsewhere, once', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const email = uniqueEmail('claim');
    const signUpClaim = await signUp(ctx, session, email);
    expect(signUpClaim).toMatch(/^[\w-]{43}$/);

    const early = await claim(ctx, session, signUpClaim);
    expect(early.status).toBe(202);
    expect(early.body).toEqual({ data: { status: 'pending' } });

    await confirmFromMail(ctx, email);
    const res = await claim(ctx, session, signUpClaim);
    expect(res.status).toBe(200);
    const tokens = data(res, MemberTokensSchema).data;
    expect(tokens.user.email).toBe(email);
    const me = await ctx.call(
      'GET',
      '/api/v1/user/me',
      undefined,
      asMember(session, tokens.access_token),
    );
    expect(data(me, MemberResponseSchema).data.id).toBe(tokens.user.id);
    // Spent: a second ask (a copied claim) signs nobody in.
    expect((await claim(ctx, session, signUpClaim)).status).toBe(202);
  });

  it('is retired by a newer sign-up of the address, and never comes true for a registered one', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const email = uniqueEmail('twice');
    const first = await signUp(ctx, session, email);
    const second = await signUp(ctx, await widgetSession(ctx), email);
    await confirmFromMail(ctx, email);
    expect((await claim(ctx, session, first)).status).toBe(202);

    const member = await newMember(ctx, session);
    const idle = await signUp(ctx, session, member.email);
    expect(idle).toMatch(/^[\w-]{43}$/);
    expect((await claim(ctx, session, idle)).status).toBe(202);
    // The newer sign-up's claim is the one that works (from its own session's brand).
    expect((await claim(ctx, session, second)).status).toBe(200);
  });

  it('expires with the confirmation link and validates its input', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const email = uniqueEmail('late-claim');
    const signUpClaim = await signUp(ctx, session, email);
    await confirmFromMail(ctx, email);
    const later = ctx.appWith({ now: () => new Date(Date.now() + 25 * 3_600_000) });
    const expired = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_up/claim',
      { sign_in_claim: signUpClaim },
      { 'x-client-session': await widgetSession(ctx, 'sakura-tokyo', later) },
      later,
    );
    expect(expired.status).toBe(202);
    expect((await claim(ctx, session, 'short')).status).toBe(400);
    const none = await ctx.call('POST', '/api/v1/memberships/sign_up/claim', {
      sign_in_claim: signUpClaim,
    });
    expect(none.status).toBe(403);
  });
});
