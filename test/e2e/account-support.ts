import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e } from './support.ts';

/*
 * Members for the account journeys, made through the real API: a client session of the
 * hotel's brand, sign-up, the confirmation link from the dev mailbox, and the session the
 * confirmation answers. Each journey has its own member, so deleting or re-keying one never
 * touches another journey.
 */

export const HOTEL = 'sakuratokyo';
export const PASSWORD = 'Sakura2026a';

export interface TestMember {
  readonly email: string;
  password: string;
  readonly brandId: number;
  accessToken: string;
  refreshToken: string;
}

/** A client session of the hotel's brand (what the widget sends as `X-Client-Session`). */
export async function clientSession(): Promise<string> {
  const answer = await fetch(`${e2e.provider}/identity/api/client_sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: HOTEL, secret: 'hotel-booking-widget' }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { data: { client_session: string } }).data.client_session;
}

/** A call of the membership API with the brand's client session (and a member's token). */
export async function api(
  path: string,
  options: { method?: string; body?: unknown; token?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Client-Session': await clientSession(),
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return fetch(`${e2e.provider}/api/v1${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The dev mailbox's messages to one address, newest first (as the mailbox lists them), on the
 * shared provider unless another server's origin is given (the console journeys' own server).
 */
export async function mailsTo(email: string, provider = e2e.provider): Promise<Mail[]> {
  const answer = (await (await fetch(`${provider}/dev/mailbox`)).json()) as { data: Mail[] };
  return answer.data.filter((mail) => mail.to === email);
}

/** The newest `name=` token of a link in the mails to `email` (polls until one arrives). */
export async function tokenFromMail(
  email: string,
  name: string,
  provider = e2e.provider,
): Promise<string> {
  const pattern = new RegExp(`${name}=([A-Za-z0-9_.~%-]+)`);
  let token = '';
  await expect
    .poll(
      async () => {
        const found = (await mailsTo(email, provider))
          .map((m) => pattern.exec(`${m.text}\n${m.html ?? ''}`)?.[1])
          .find(Boolean);
        token = found ? decodeURIComponent(found) : '';
        return token !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return token;
}

/**
 * The newest link with a `name=` token in the mails to `email`, on the provider's origin (the
 * mail's origin is PUBLIC_ORIGIN, which may name the same server differently).
 */
export async function linkFromMail(email: string, name: string): Promise<string> {
  await tokenFromMail(email, name);
  const urls = (await mailsTo(email)).flatMap((m) => m.text.match(/https?:\/\/[^\s"'<>]+/g) ?? []);
  const link = urls.find((u) => u.includes(`${name}=`));
  if (!link) throw new Error(`no ${name} link in the mails to ${email}`);
  const url = new URL(link);
  return `${e2e.provider}${url.pathname}${url.search}`;
}

interface Tokens {
  access_token: string;
  refresh_token: string;
  user: { hotel_brand_id: number; email: string; pending_email: string | null };
}

/** Signs up a new member, confirms through the mailed link, and returns the session. */
export async function newMember(tag: string): Promise<TestMember> {
  const email = `member-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const signUp = await api('/memberships/sign_up', {
    method: 'POST',
    body: {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      first_name: 'Hana',
      last_name: 'Tanaka',
      accepts_promotion_emails: false,
      terms_accepted: true,
      locale: 'en',
    },
  });
  expect(signUp.status, await signUp.clone().text()).toBe(202);
  const token = await tokenFromMail(email, 'confirmation_token');
  const confirmed = await api('/memberships/confirm', {
    method: 'POST',
    body: { confirmation_token: token },
  });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  const data = ((await confirmed.json()) as { data: Tokens }).data;
  return {
    email,
    password: PASSWORD,
    brandId: data.user.hotel_brand_id,
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
  };
}

/** `POST /memberships/sign_in`: the status (200 signed in; 401/422 refused). */
export async function signInStatus(email: string, password: string): Promise<number> {
  const answer = await api('/memberships/sign_in', { method: 'POST', body: { email, password } });
  return answer.status;
}

/**
 * Signs the page in as `member`: the tokens go where the widget keeps a brand's member session
 * (src/shared/member/member-session.ts memberTokenStore), then the page loads again so startup
 * identifies the member.
 */
export async function signInPage(page: Page, member: TestMember): Promise<void> {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [
      `hotel-booking:member:${member.brandId}`,
      JSON.stringify({ access_token: member.accessToken, refresh_token: member.refreshToken }),
    ],
  );
  await page.reload();
}

/** The member session the page holds now (after a password change it is a fresh one). */
export async function pageTokens(page: Page, member: TestMember): Promise<Tokens | null> {
  const raw = await page.evaluate(
    (key) => localStorage.getItem(key),
    `hotel-booking:member:${member.brandId}`,
  );
  return raw ? (JSON.parse(raw) as Tokens) : null;
}

/** The seeded demo member (server/db/seed/members.ts), signed in through the API. */
export async function demoMember(): Promise<TestMember> {
  const demo = { email: 'member@sakura.example', password: 'Sakura2026' };
  const answer = await api('/memberships/sign_in', { method: 'POST', body: demo });
  expect(answer.status, await answer.clone().text()).toBe(200);
  const data = (
    (await answer.json()) as {
      data: { access_token: string; refresh_token: string; user: { hotel_brand_id: number } };
    }
  ).data;
  return {
    email: demo.email,
    password: demo.password,
    brandId: data.user.hotel_brand_id,
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
  };
}
