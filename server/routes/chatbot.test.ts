import { expect, it } from 'vitest';
import {
  ChatbotSessionResponseSchema,
  LiffUpsertResponseSchema,
  MemberResponseSchema,
} from '../../src/api/contract/index.ts';
import { issueLiffToken, type LiffConfig } from '../services/chatbot/liff-tokens.ts';
import { apiError, data, describeOnDatabases } from '../test/harness.ts';
import { asMember, newMember, widgetSession } from '../test/members.ts';

const liff: LiffConfig = { channelId: 'test-channel', secret: 'test-secret-of-the-local-issuer' };
const CHAT_SITE = 'https://chat.example';

describeOnDatabases('chatbot bridge: chatbot_session, liff/upsert, qr_codes', (get) => {
  it('links a chatbot user to the member and answers a one-time token, good once', async () => {
    const ctx = get();
    const app = ctx.appWith({ chatbotOrigins: [CHAT_SITE] });
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const h = asMember(session, m.access_token);
    const body = { user_id: 'bot-user-1', auth_auto_message_id: 'msg-7', parent_origin: CHAT_SITE };
    const res = await ctx.call('POST', '/api/v1/memberships/chatbot_session', body, h, app);
    const answer = data(res, ChatbotSessionResponseSchema).data;
    expect(answer).toMatchObject({ user_id: 'bot-user-1', auth_auto_message_id: 'msg-7' });
    expect(answer.one_time_token).not.toEqual(m.access_token);
    const row = await ctx.handle.db
      .selectFrom('chatbot_links')
      .selectAll()
      .where('chatbot_user_id', '=', 'bot-user-1')
      .executeTakeFirstOrThrow();
    expect(row.member_id).toBe(answer.member_id);
    // The chatbot redeems the token once for the member's identity.
    const oneTime = {
      'x-client-session': session,
      'x-one-time-access-token': answer.one_time_token,
    };
    const me = await ctx.call('GET', '/api/v1/user/me', undefined, oneTime);
    expect(data(me, MemberResponseSchema).data.id).toBe(answer.member_id);
    const again = await ctx.call('GET', '/api/v1/user/me', undefined, oneTime);
    expect(again.status).toBe(403);
    // A second call relinks (the same user id now names this member's latest sign-in).
    const relink = await ctx.call(
      'POST',
      '/api/v1/memberships/chatbot_session',
      { user_id: 'bot-user-1', parent_origin: CHAT_SITE },
      h,
      app,
    );
    expect(data(relink, ChatbotSessionResponseSchema).data.auth_auto_message_id).toBeNull();
  });

  it('hands a token only to a listed chatbot site, and links nobody otherwise', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const h = asMember(session, m.access_token);
    const attempt = (parentOrigin: string | undefined, app = ctx.app) =>
      ctx.call(
        'POST',
        '/api/v1/memberships/chatbot_session',
        {
          user_id: 'bot-user-unlisted',
          ...(parentOrigin === undefined ? {} : { parent_origin: parentOrigin }),
        },
        h,
        app,
      );
    // Nothing configured and any site may frame the hosted pages: no site gets a token.
    const unconfigured = await attempt(CHAT_SITE);
    expect(unconfigured.status).toBe(403);
    expect(apiError(unconfigured).payload).toMatchObject({ field: 'parent_origin' });
    const listed = ctx.appWith({ chatbotOrigins: [CHAT_SITE] });
    for (const origin of [undefined, '*', 'https://evil.example', `${CHAT_SITE}.evil.example`]) {
      expect((await attempt(origin, listed)).status).toBe(403);
    }
    const linked = await ctx.handle.db
      .selectFrom('chatbot_links')
      .select('member_id')
      .where('chatbot_user_id', '=', 'bot-user-unlisted')
      .execute();
    expect(linked).toEqual([]);
    // The FRAME_ANCESTORS list stands in when CHATBOT_ORIGINS is unset; `*` accepts any site.
    const framed = ctx.appWith({ frameAncestors: [CHAT_SITE] });
    expect((await attempt(CHAT_SITE, framed)).status).toBe(200);
    expect((await attempt('https://other.example', framed)).status).toBe(403);
    const any = ctx.appWith({ chatbotOrigins: '*' });
    expect((await attempt('https://other.example', any)).status).toBe(200);
  });

  it('refuses anonymous callers and malformed chatbot user ids', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const anon = await ctx.call(
      'POST',
      '/api/v1/memberships/chatbot_session',
      { user_id: 'u' },
      {
        'x-client-session': session,
      },
    );
    expect(anon.status).toBe(401);
    const m = await newMember(ctx, session);
    const bad = await ctx.call(
      'POST',
      '/api/v1/memberships/chatbot_session',
      { user_id: '<script>' },
      asMember(session, m.access_token),
    );
    expect(bad.status).toBe(400);
  });

  it('links a messaging-app account from a valid ID token only', async () => {
    const ctx = get();
    const app = ctx.appWith({ liff });
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const h = asMember(session, m.access_token);
    const token = await issueLiffToken(liff, { sub: 'U1234', name: 'Hanako' }, new Date());
    const ok = await ctx.call('POST', '/api/v1/liff/upsert', { id_token: token }, h, app);
    expect(data(ok, LiffUpsertResponseSchema).data).toMatchObject({
      platform_user_id: 'U1234',
      display_name: 'Hanako',
    });
    const forged = await issueLiffToken(
      { ...liff, secret: 'another-key' },
      { sub: 'U1' },
      new Date(),
    );
    const refused = await ctx.call('POST', '/api/v1/liff/upsert', { id_token: forged }, h, app);
    expect(refused.status).toBe(400);
    expect(apiError(refused).code).toBe(1000);
    const old = await issueLiffToken(liff, { sub: 'U1' }, new Date(Date.now() - 3_600_000));
    const expired = await ctx.call('POST', '/api/v1/liff/upsert', { id_token: old }, h, app);
    expect(expired.status).toBe(400);
    const otherChannel = await issueLiffToken(
      { ...liff, channelId: 'x' },
      { sub: 'U1' },
      new Date(),
    );
    const wrongAud = await ctx.call(
      'POST',
      '/api/v1/liff/upsert',
      { id_token: otherChannel },
      h,
      app,
    );
    expect(wrongAud.status).toBe(400);
  });

  it('issues local tokens at /dev/liff/id-token that /liff/upsert accepts (no channel configured)', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const issued = await ctx.call('POST', '/dev/liff/id-token', { sub: 'U-demo', name: 'Guest' });
    const token = (issued.body as { data: { id_token: string } }).data.id_token;
    const ok = await ctx.call(
      'POST',
      '/api/v1/liff/upsert',
      { id_token: token },
      asMember(session, m.access_token),
    );
    expect(ok.status).toBe(200);
    const withChannel = await ctx.call(
      'POST',
      '/dev/liff/id-token',
      { sub: 'U' },
      {},
      ctx.appWith({ liff }),
    );
    expect(withChannel.status).toBe(404);
  });

  it('draws QR codes of its own pages only, as SVG', async () => {
    const ctx = get();
    const page = await ctx.call(
      'GET',
      `/api/v1/qr_codes?url=${encodeURIComponent('https://book.test/iframe-liff-token?code=x')}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('image/svg+xml');
    const elsewhere = await ctx.call(
      'GET',
      `/api/v1/qr_codes?url=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(elsewhere.status).toBe(400);
  });
});
