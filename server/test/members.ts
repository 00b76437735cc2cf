import { randomBytes } from 'node:crypto';
import {
  ClientSessionResponseSchema,
  ConfirmResponseSchema,
  type MemberTokens,
  MemberTokensSchema,
  PUBLIC_WIDGET_SECRET,
} from '../../src/api/contract/index.ts';
import type { App } from '../app.ts';
import type { StoredMail } from '../mail/mailer.ts';
import { data, type TestContext } from './harness.ts';

/** A widget client session of a demo hotel (its brand: Sakura Hotels). */
export async function widgetSession(
  ctx: TestContext,
  hotel = 'sakura-tokyo',
  app: App = ctx.app,
): Promise<string> {
  const res = await ctx.call(
    'POST',
    '/identity/api/client_sessions',
    { key: hotel, secret: PUBLIC_WIDGET_SECRET },
    {},
    app,
  );
  return data(res, ClientSessionResponseSchema).data.client_session;
}

/** A unique address per test: tests of one file share the database. */
export const uniqueEmail = (label: string): string =>
  `${label}-${randomBytes(4).toString('hex')}@example.com`;

export const PASSWORD = 'Sakura2026pw';

/** The newest mail to `to` (throws when none). */
export function lastMailTo(ctx: TestContext, to: string): StoredMail {
  const mail = ctx.mailer.outbox().find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** A query parameter of the first link in a mail's text. */
export function linkParam(mail: StoredMail, name: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => new URL(u).searchParams.has(name));
  const value = url ? new URL(url).searchParams.get(name) : null;
  if (!value) throw new Error(`no ${name} in mail "${mail.subject}"`);
  return value;
}

export interface Headers {
  [name: string]: string;
}

export const asMember = (session: string, access: string): Headers => ({
  'x-client-session': session,
  authorization: `Bearer ${access}`,
});

/** Signs up and confirms through the mailed link: a signed-in member. */
export async function newMember(
  ctx: TestContext,
  session: string,
  email = uniqueEmail('member'),
  password = PASSWORD,
): Promise<MemberTokens & { email: string; password: string }> {
  const signUp = await ctx.call(
    'POST',
    '/api/v1/memberships/sign_up',
    {
      email,
      password,
      password_confirmation: password,
      first_name: 'Hanako',
      last_name: 'Yamada',
      accepts_promotion_emails: false,
      terms_accepted: true,
      locale: 'en',
    },
    { 'x-client-session': session },
  );
  if (signUp.status !== 202)
    throw new Error(`sign-up: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const token = linkParam(lastMailTo(ctx, email), 'confirmation_token');
  const confirmed = await ctx.call(
    'POST',
    '/api/v1/memberships/confirm',
    { confirmation_token: token },
    { 'x-client-session': session },
  );
  const tokens = data(confirmed, ConfirmResponseSchema).data;
  return { ...tokens, email, password };
}

export async function signIn(
  ctx: TestContext,
  session: string,
  email: string,
  password: string,
): Promise<MemberTokens> {
  const res = await ctx.call(
    'POST',
    '/api/v1/memberships/sign_in',
    { email, password },
    { 'x-client-session': session },
  );
  return data(res, MemberTokensSchema).data;
}
