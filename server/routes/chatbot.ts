import { Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/chatbot.ts';
import { ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError, invalid } from '../domain/errors.ts';
import { requireMember } from '../http/member-auth.ts';
import { register } from '../http/register.ts';
import {
  issueLiffToken,
  type LiffConfig,
  verifyLiffToken,
} from '../services/chatbot/liff-tokens.ts';
import { qrSvg } from '../services/chatbot/qr.ts';
import { issueSignInCode, SIGN_IN_CODE_TTL_MS } from '../services/members/sign-in-codes.ts';
import type { AppEnv, RouteDeps } from './context.ts';

/**
 * The chatbot and messaging-app bridge (doc 2 §7): `memberships/chatbot_session` links the
 * chatbot's user to the signed-in member and hands the chatbot a one-time token (never the
 * member's own tokens); `liff/upsert` links a messaging-app account from a verified ID token;
 * `qr_codes` draws QR codes of this provider's pages (or the LIFF app) as SVG.
 */
export function chatbotRoutes(
  app: Hono<AppEnv>,
  deps: RouteDeps,
  options: { liff: LiffConfig; chatbotOrigins: readonly string[] | '*' },
): void {
  const { db } = deps;
  const { liff, chatbotOrigins } = options;

  register(app, endpoints.chatbotSession, async ({ c, body }) => {
    const { member, session } = await requireMember(c, db, deps.now());
    const { user_id, auth_auto_message_id, parent_origin } = await body();
    // The frame posts the token to its parentUrl's origin: a site framing the chat pages with
    // its own parentUrl would receive a sign-in of the member. Only listed sites get one.
    if (!isChatbotOrigin(parent_origin, chatbotOrigins)) throw unlistedChatbotSite();
    const messageId = auth_auto_message_id ?? null;
    await db
      .insertInto('chatbot_links')
      .values({
        brand_id: session.brand_id,
        chatbot_user_id: user_id,
        member_id: member.id,
        auth_auto_message_id: messageId,
      })
      .onConflict((oc) =>
        oc.columns(['brand_id', 'chatbot_user_id']).doUpdateSet({
          member_id: member.id,
          auth_auto_message_id: messageId,
          linked_at: deps.now(),
        }),
      )
      .execute();
    const code = await issueSignInCode(db, deps.now(), member);
    return {
      data: {
        user_id,
        member_id: member.id,
        auth_auto_message_id: messageId,
        one_time_token: code,
        expires_in: SIGN_IN_CODE_TTL_MS / 1000,
      },
    };
  });

  register(app, endpoints.liffUpsert, async ({ c, body }) => {
    const { member, session } = await requireMember(c, db, deps.now());
    const claims = await verifyLiffToken(liff, (await body()).id_token, deps.now());
    if (!claims) throw invalid('id_token', 'is not a valid messaging-app ID token');
    const displayName = claims.name ?? null;
    await db
      .insertInto('liff_links')
      .values({
        brand_id: session.brand_id,
        platform_user_id: claims.sub,
        member_id: member.id,
        display_name: displayName,
      })
      .onConflict((oc) =>
        oc.columns(['brand_id', 'platform_user_id']).doUpdateSet({
          member_id: member.id,
          display_name: displayName,
          linked_at: deps.now(),
        }),
      )
      .execute();
    return {
      data: { platform_user_id: claims.sub, display_name: displayName, member_id: member.id },
    };
  });

  register(app, endpoints.qrCode, async ({ c, query }) => {
    const target = new URL(query.url);
    const allowed = [new URL(deps.publicOrigin).origin];
    if (liff.liffUrl) allowed.push(new URL(liff.liffUrl).origin);
    // Only our own pages: the endpoint must not draw codes that send guests anywhere else.
    if (!allowed.includes(target.origin)) throw invalid('url', 'must be a page of this provider');
    return c.body(qrSvg(target.href), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}

/**
 * `POST /dev/liff/id-token` `{ sub, name? }`: the local issuer's ID token — the demo's
 * stand-in for the messaging platform (a real deployment has no such route; the platform
 * signs the tokens). Mounted only when no real channel is configured.
 */
export function devLiffRoutes(liff: LiffConfig, now: () => Date): Hono {
  const app = new Hono();
  app.post('/id-token', async (c) => {
    const input = (await c.req.json().catch(() => null)) as {
      sub?: unknown;
      name?: unknown;
    } | null;
    const sub = input?.sub;
    if (typeof sub !== 'string' || !/^[\w-]{1,128}$/.test(sub))
      return c.json({ errors: [{ title: 'sub must be 1 to 128 letters, digits, _ or -' }] }, 400);
    const name = typeof input?.name === 'string' ? input.name.slice(0, 100) : undefined;
    const token = await issueLiffToken(liff, name === undefined ? { sub } : { sub, name }, now());
    return c.json({ data: { id_token: token } }, 200, { 'Cache-Control': 'no-store' });
  });
  return app;
}

/** Whether the frame's parent may receive a one-time token: a listed origin (`*` lists any). */
export function isChatbotOrigin(
  parentOrigin: string | undefined,
  listed: readonly string[] | '*',
): boolean {
  if (listed === '*') return parentOrigin !== undefined;
  return parentOrigin !== undefined && parentOrigin !== '*' && listed.includes(parentOrigin);
}

const unlistedChatbotSite = () =>
  new DomainError(
    ErrorCode.notAllowed,
    403,
    'parent_origin is not a chatbot site of this provider (CHATBOT_ORIGINS, else FRAME_ANCESTORS)',
    'parent_origin',
  );
