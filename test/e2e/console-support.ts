/**
 * Helpers for the hotel console's journeys (test/e2e/console-*.e2e.test.ts). The console runs
 * on `e2e.consoleProvider` (global-setup.ts), a provider at `http://localhost:<port>`: passkeys
 * need a host name, not the `127.0.0.1` of the shared `e2e.provider`. It has its own database
 * (from the same snapshot) and its own dev mailbox.
 *
 * @example
 * const browser = sharedBrowser();
 * const { page } = await openConsole(browser, '/');           // lands on /console/sign-in?next=…
 * await signInAs(page, 'owner');                              // the demo owner, by password
 * await page.getByRole('link', { name: 'Staff' }).click();
 * const link = await consoleLinkFromMail('new@sakura.example', '/console/invitation');
 * const passkeys = await addVirtualAuthenticator(context, page);
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_CONSOLE_STAFF } from '../../server/db/seed/console-staff.ts';
import { e2e, type sharedBrowser } from './support.ts';

/** The console's address for `path` below /console (`/staff`, `/hotels/x/settings`). */
export function consoleUrl(path = '/'): string {
  return `${e2e.consoleProvider}/console${path}`;
}

/** The demo staff with passwords (server/db/seed/console-staff.ts): an owner and a front desk. */
export function demoStaff(role: 'owner' | 'front_desk'): { email: string; password: string } {
  const member = DEMO_CONSOLE_STAFF.find((staff) => staff.role === role);
  if (!member) throw new Error(`No demo console member with the role ${role}`);
  return member;
}

/**
 * Opens the console at `path` in a fresh browser context of the shared browser (see
 * support.ts `sharedBrowser().open` for the options). `problems` gathers page errors and
 * console errors, without the 401 of the console asking who is signed in before sign-in.
 */
export async function openConsole(
  browser: ReturnType<typeof sharedBrowser>,
  path = '/',
  options: Parameters<ReturnType<typeof sharedBrowser>['open']>[1] = {},
) {
  const opened = await browser.open(consoleUrl(path), options);
  const problems = {
    get list() {
      return opened.problems.filter((problem) => !/status of 401 \(Unauthorized\)/.test(problem));
    },
  };
  return { ...opened, consoleProblems: problems };
}

/** Types e-mail and password on the sign-in page and presses Sign in (a second step may follow). */
export async function submitPassword(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in on the sign-in page with e-mail and password (an account without a second factor). */
export async function signInWithPassword(page: Page, email: string, password: string) {
  await submitPassword(page, email, password);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/console/sign-in');
}

/** Signs in as the demo owner or front-desk member (the page is on the sign-in screen). */
export async function signInAs(page: Page, role: 'owner' | 'front_desk') {
  const member = demoStaff(role);
  await signInWithPassword(page, member.email, member.password);
}

/** An address no console account has yet, for an invitation. */
export function newStaffEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@sakura.example`;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The console provider's dev mailbox: the mails to `email`, newest first. */
export async function consoleMailsTo(email: string): Promise<Mail[]> {
  const answer = (await (await fetch(`${e2e.consoleProvider}/dev/mailbox`)).json()) as {
    data: Mail[];
  };
  return answer.data.filter((mail) => mail.to === email);
}

/**
 * The newest link to `path` (`/console/invitation`, `/console/reset-password`) in the mails to
 * `email`, waiting for the mail to arrive; its secret is in the `#token=` fragment.
 */
export async function consoleLinkFromMail(email: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const urls = (await consoleMailsTo(email)).flatMap(
          (mail) => mail.text.match(/https?:\/\/[^\s"'<>]+/g) ?? [],
        );
        link = urls.find((url) => new URL(url).pathname === path) ?? '';
        return link !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  // The mail's origin is the server's public origin, which is the console provider here.
  const url = new URL(link);
  return `${e2e.consoleProvider}${url.pathname}${url.search}${url.hash}`;
}

/**
 * Gives the page's browser context Chromium's virtual authenticator (CDP `WebAuthn.enable` and
 * `WebAuthn.addVirtualAuthenticator`): a platform authenticator that holds discoverable
 * credentials and verifies the user at once, so passkey prompts complete without a person.
 * `credentials()` lists what it holds.
 */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    authenticatorId,
    async credentials() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials;
    },
  };
}

/** The names of the console's navigation links, in order. */
export async function navItems(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link')
    .allTextContents();
}

/**
 * A console call from the signed-in page (its session cookie, with the session's CSRF token):
 * the status and the parsed JSON body (null when there is none).
 */
export async function consoleFetch(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = await (await fetch('/api/v1/console/session')).json();
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrf_token },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** A widget call of the console provider: the demo brand's client session, a member's token. */
export async function consoleWidgetApi(path: string, body: unknown, token?: string) {
  const session = await fetch(`${e2e.consoleProvider}/identity/api/client_sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: 'sakuratokyo', secret: 'hotel-booking-widget' }),
  });
  const clientSession = ((await session.json()) as { data: { client_session: string } }).data
    .client_session;
  return fetch(`${e2e.consoleProvider}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Client-Session': clientSession,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/**
 * A confirmed member of the console provider's brand (signed up through the membership API,
 * the mailed link followed), with their password and access token.
 */
export async function newConsoleMember(
  name: { first: string; last: string },
  password = 'Sakura2026a',
): Promise<{ email: string; password: string; token: string }> {
  const email = `member-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const signUp = await consoleWidgetApi('/memberships/sign_up', {
    email,
    password,
    password_confirmation: password,
    first_name: name.first,
    last_name: name.last,
    accepts_promotion_emails: false,
    terms_accepted: true,
    locale: 'en',
  });
  expect(signUp.status, await signUp.clone().text()).toBe(202);
  let token = '';
  await expect
    .poll(
      async () => {
        const found = (await consoleMailsTo(email))
          .map((m) => /confirmation_token=([A-Za-z0-9_.~%-]+)/.exec(m.text)?.[1])
          .find(Boolean);
        token = found ? decodeURIComponent(found) : '';
        return token !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const confirmed = await consoleWidgetApi('/memberships/confirm', { confirmation_token: token });
  expect(confirmed.status).toBe(200);
  const access = ((await confirmed.json()) as { data: { access_token: string } }).data.access_token;
  return { email, password, token: access };
}
