import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkFromMail, newMember, PASSWORD, type TestMember } from './account-support.ts';
import { axeViolations } from './axe.ts';
import { e2e, sharedBrowser } from './support.ts';

/**
 * The demo chatbot page (demo/chatbot.html) drives the chatbot frame and shows, in its chat
 * log, every parent message the booking app sends (loader/parent-messages.ts): each message,
 * forged ones ignored, the chat's sign-in followed by the hotel's site and back, the
 * messaging-app (LIFF) link, Arabic right to left with axe.
 */
const browser = sharedBrowser();

async function openChat(): Promise<{ page: Page; chat: FrameLocator; problems: string[] }> {
  const { page, problems } = await browser.open(`${e2e.demo}/chatbot.html`);
  await page.getByRole('button', { name: 'Chat and book' }).click();
  const chat = page.frameLocator('#chat-booking >> iframe');
  await expect.poll(() => chat.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
  return { page, chat, problems };
}

/** The chat log's lines, as the page shows them. */
const logLines = (page: Page) => page.locator('.chat-log li').allTextContents();

/** The log's length once it has not changed for 600 ms (messages still arriving are counted). */
async function settledLogLength(page: Page): Promise<number> {
  let length = (await logLines(page)).length;
  for (;;) {
    await page.waitForTimeout(600);
    const now = (await logLines(page)).length;
    if (now === length) return now;
    length = now;
  }
}

/** Polls until a log line contains `text`. */
async function expectLog(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(async () =>
      (await logLines(page)).some((line) =>
        typeof text === 'string' ? line.includes(text) : text.test(line),
      ),
    )
    .toBe(true);
}

async function chatSignIn(page: Page, chat: FrameLocator, member: TestMember): Promise<void> {
  await page.locator('.chat-replies').getByRole('button', { name: 'Sign in' }).click();
  await chat.getByLabel('E-mail address', { exact: true }).fill(member.email);
  await chat.getByLabel('Password', { exact: true }).fill(member.password);
  await chat.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('the demo chatbot page', () => {
  it('shows the messages of an opened frame: booking-widget-opened, show-chatbot, ga4Event, close', async () => {
    const { page, chat, problems } = await openChat();
    await expectLog(page, 'chat: booking-widget-opened {"path":"/booking/result"}');
    // The chat panel is 420 px wide: the app in it counts as the mobile platform.
    await expectLog(page, 'chat: show-chatbot {"visible":true,"platform":"mobile"}');
    // A search is an analytics event: the chatbot's page gets it for its tag manager.
    await chat.getByRole('button', { name: 'Search' }).click();
    await expectLog(page, /chat: ga4Event \{"payload":\{"event":/);
    await expect
      .poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.length))
      .toBeGreaterThan(0);
    await chat.getByRole('button', { name: 'Close' }).click();
    await expectLog(page, 'chat: close {}');
    await expect.poll(() => page.locator('#chat-panel').isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });

  it('keeps the booking where the guest is while the messages arrive', async () => {
    const { page, chat, problems } = await openChat();
    await chat.getByRole('button', { name: 'Search' }).click();
    await expectLog(page, 'view_item_list');
    const lines = await settledLogLength(page);
    // The guest has scrolled down to the rooms; a new search (the sort order, changed without
    // Playwright's own scrolling) sends its messages while the booking is in view.
    const body = page.locator('.chat-body');
    await body.evaluate((element) => {
      element.scrollTop = 400;
    });
    const frameTop = () =>
      page.locator('#chat-booking iframe').evaluate((frame) => frame.getBoundingClientRect().top);
    const before = await frameTop();
    await chat
      .locator('select.hb-select')
      .first()
      .evaluate((select: HTMLSelectElement) => {
        select.value = 'price_high_to_low';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
    await expect.poll(async () => (await logLines(page)).length).toBeGreaterThan(lines);
    await settledLogLength(page);
    expect(await body.evaluate((element) => element.scrollTop)).toBe(400);
    expect(await frameTop()).toBe(before);
    // The log shows its newest line in its own strip.
    const log = page.locator('.chat-log');
    expect(
      await log.evaluate(
        (element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1,
      ),
    ).toBe(true);
    expect(problems).toEqual([]);
  });

  it('signs in inside the chat: login, receiveTriplabotSession, triplabotSynced, receiveCompanionInfo, and the chatbot greets the member', async () => {
    const member = await newMember('chat');
    const { page, chat, problems } = await openChat();
    await chatSignIn(page, chat, member);
    await expect
      .poll(() => chat.getByRole('status').first().textContent())
      .toBe('Signed in as Hana Tanaka. The chat now knows it is you.');
    await expectLog(page, /chat: login \{"loggedIn":true,"memberId":\d+\}/);
    await expectLog(
      page,
      'chat: receiveTriplabotSession {"userId":"demo-chat-guest","oneTimeToken":"…","expiresIn":60,"authAutoMessageId":"welcome-1"}',
    );
    await expectLog(page, 'chat: triplabotSynced {"userId":"demo-chat-guest","loggedIn":true}');
    await expectLog(page, 'chat: receiveCompanionInfo {"programId":');
    // The chatbot redeemed the one-time token for the member's name (no site frame to pass it to).
    await expectLog(page, 'Welcome back, Hana!');
    expect(problems).toEqual([]);
  });

  it("passes the chat's sign-in to the site's frame (one-time token) and signs both out together", async () => {
    const member = await newMember('chat-site');
    const { page, chat } = await openChat();
    await page.getByRole('button', { name: 'Show the booking site here' }).click();
    const site = page.frameLocator('#site-booking >> iframe');
    await expect.poll(() => site.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    await chatSignIn(page, chat, member);
    // The chat's token went to the site's frame, which exchanged it for its own session (and
    // took it out of its address: removeQuery).
    await expectLog(page, 'site: removeQuery {"names":["one_time_access_token"]}');
    await expectLog(page, /site: login \{"loggedIn":true,"memberId":\d+\}/);
    await expect
      .poll(() => site.getByRole('button', { name: 'Hana Tanaka' }).isVisible())
      .toBe(true);
    // The site's own sync token, now that both are signed in, greets the member in the chat.
    await expectLog(page, 'site: triplabotSynced {"userId":"demo-chat-guest","loggedIn":true}');
    await expectLog(page, 'Welcome back, Hana!');

    // "Sign out" in the chat: `logout` to the chat frame, whose `login` signs the site out too.
    await page.locator('.chat-replies').getByRole('button', { name: 'Sign out' }).click();
    await expectLog(page, 'chat: login {"loggedIn":false}');
    await expectLog(page, 'site: login {"loggedIn":false}');
    await expect.poll(() => site.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
  });

  it("passes a sign-in on the site to the chat's frame", async () => {
    const member = await newMember('site');
    const { page, chat } = await openChat();
    await page.getByRole('button', { name: 'Show the booking site here' }).click();
    const site = page.frameLocator('#site-booking >> iframe');
    await site.getByRole('link', { name: 'Sign in' }).click();
    await site.getByLabel('E-mail address', { exact: true }).fill(member.email);
    await site.getByLabel('Password', { exact: true }).fill(member.password);
    await site.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectLog(page, /site: login \{"loggedIn":true,"memberId":\d+\}/);
    await expectLog(page, 'site: receiveTriplabotSession {"userId":"demo-chat-guest"');
    // The chat's frame started again with the token and is signed in as the same member.
    await expectLog(page, 'chat: removeQuery {"names":["one_time_access_token"]}');
    await expectLog(page, /chat: login \{"loggedIn":true,"memberId":\d+\}/);
    await expectLog(page, 'Welcome back, Hana!');
    await expect.poll(() => chat.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
  });

  it('signs up from the chat: the form, "check your e-mail", and the link ends on the chat\'s welcome', async () => {
    const { page, chat } = await openChat();
    await page.locator('.chat-replies').getByRole('button', { name: 'Join' }).click();
    await chat.getByRole('link', { name: 'Create an account with your e-mail' }).click();
    const email = `chat-join-${Date.now()}@example.com`;
    await chat.getByLabel('E-mail address', { exact: true }).fill(email);
    await chat.getByLabel('E-mail address again').fill(email);
    await chat.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await chat.getByLabel('Password again').fill(PASSWORD);
    await chat.getByLabel('First name').fill('Hana');
    await chat.getByLabel('Last name').fill('Tanaka');
    await chat.getByLabel(/I accept the terms/).check();
    await chat.getByRole('button', { name: 'Become a member' }).click();
    await expect
      .poll(() =>
        chat
          .locator('iframe, body')
          .first()
          .evaluate(() => location.pathname),
      )
      .toBe('/chat-sign-up-result');
    // The e-mailed link (opened on the phone or computer, outside the chat) confirms and lands
    // on the chat's own welcome page.
    const link = await linkFromMail(email, 'confirmation_token');
    const tab = await page.context().newPage();
    await tab.goto(link);
    await expect.poll(() => tab.locator('h1').textContent()).toBe('Welcome aboard!');
    await expect
      .poll(() => tab.getByRole('status').first().textContent())
      .toBe('Signed in as Hana Tanaka.');
    expect(new URL(tab.url()).pathname).toBe('/chat-sign-up-done');
  });

  it('/iframe-token ends a sync with nobody signed in by triplabotSynced', async () => {
    const { page } = await browser.open(`${e2e.demo}/chatbot.html`);
    const message = await page.evaluate((provider) => {
      const frame = document.createElement('iframe');
      const url = new URL('/iframe-token', provider);
      url.search = new URLSearchParams({
        code: 'sakuratokyo',
        iframe: 'triplabot',
        triplabot_user_id: 'token-page-user',
        parentUrl: location.origin,
      }).toString();
      frame.src = url.href;
      document.body.append(frame);
      return new Promise((resolve) =>
        window.addEventListener('message', (event) => {
          if (event.source === frame.contentWindow && event.data?.action === 'triplabotSynced')
            resolve(event.data);
        }),
      );
    }, e2e.provider);
    expect(message).toEqual({
      action: 'triplabotSynced',
      userId: 'token-page-user',
      loggedIn: false,
    });
  });

  it('ignores forged messages from other origins, both ways', async () => {
    const member = await newMember('forged');
    const { page, chat } = await openChat();
    await chatSignIn(page, chat, member);
    // The sign-in's messages and the chatbot's greeting (a fetch of its own) come one after
    // another; count the log once all of them are in and it stays still.
    await expectLog(page, 'chat: triplabotSynced');
    await expectLog(page, 'chat: receiveCompanionInfo');
    await expectLog(page, 'Welcome back, Hana!');
    const before = await settledLogLength(page);
    // A frame of another origin (data: is opaque) posts look-alikes to the page and commands to
    // the chat frame.
    await page.evaluate(() => {
      const script = `
        for (const target of [parent, ...Array.from({ length: parent.frames.length }, (_, i) => parent.frames[i])]) {
          try {
            target.postMessage({ action: 'logout' }, '*');
            target.postMessage({ action: 'close' }, '*');
            target.postMessage({ action: 'login', loggedIn: false }, '*');
            target.postMessage({ type: 'hotel-booking:event', name: 'hotel-booking:close' }, '*');
          } catch {}
        }`;
      const iframe = document.createElement('iframe');
      iframe.src = `data:text/html,<script>${encodeURIComponent(script)}</script>`;
      document.body.append(iframe);
      return new Promise((resolve) => iframe.addEventListener('load', resolve));
    });
    // The page itself (the right origin) sends commands of the wrong shape to the chat frame.
    await page.evaluate(() => {
      const element = document.getElementById('chat-booking') as HTMLElement & {
        sendToApp(message: unknown): void;
      };
      element.sendToApp({ action: 'logout ' });
      element.sendToApp({ action: ['logout'] });
      element.sendToApp('logout');
    });
    await page.waitForTimeout(500);
    expect(await page.locator('#chat-panel').isVisible()).toBe(true);
    expect((await logLines(page)).length).toBe(before);
    await expect
      .poll(() => chat.getByRole('status').first().textContent())
      .toBe('Signed in as Hana Tanaka. The chat now knows it is you.');
    // The same command from the page, well formed, is honoured.
    await page.evaluate(() =>
      (
        document.getElementById('chat-booking') as HTMLElement & { sendToApp(m: unknown): void }
      ).sendToApp({ action: 'logout' }),
    );
    await expectLog(page, 'chat: login {"loggedIn":false}');
  });

  it('links the messaging-app account after sign-in (LIFF), and shows a QR code from /qr_codes', async () => {
    const member = await newMember('liff');
    const { page } = await browser.open(`${e2e.demo}/chatbot.html`);
    const qr = page.locator('#liff-qr');
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Open in the messaging app' }).click();
    const app = page.frameLocator('iframe[title="Messaging app"]');
    // The token left the address at once; the page asks the parent to forget it too.
    await expectLog(page, 'messaging app: removeQuery {"names":["lineLiffToken"]}');
    await app.getByRole('link', { name: 'Sign in' }).click();
    await app.getByLabel('E-mail address', { exact: true }).fill(member.email);
    await app.getByLabel('Password', { exact: true }).fill(member.password);
    await app.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => app.getByRole('status').first().textContent())
      .toBe('Your messaging account Sakura guest is now linked to your membership.');
  });

  it('sets the chat language: the chat frame starts in it', async () => {
    const { page, chat } = await openChat();
    await page.locator('.chat-locale').selectOption('ja');
    await expectLog(page, 'Language set: 日本語.');
    await expect.poll(() => chat.locator('html').getAttribute('lang')).toBe('ja');
  });

  it('/iframe-change-locale stores triplabot_locale, which the booking pages of that storage adopt', async () => {
    const { page } = await browser.open(
      `${e2e.provider}/iframe-change-locale?code=sakuratokyo&locale=ko&iframe=triplabot`,
    );
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('언어를 저장했습니다: 한국어');
    expect(await page.evaluate(() => localStorage.getItem('triplabot_locale'))).toContain('ko');
    await page.goto(`${e2e.provider}/booking/result?code=sakuratokyo`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ko');
  });

  it('shows the chat sign-in right to left in Arabic, axe clean', async () => {
    const { page } = await browser.open(
      `${e2e.provider}/chat-sign-in?code=sakuratokyo&iframe=triplabot&locale=ar`,
      { bypassCSP: true },
    );
    const app = page.locator('.hb-app');
    await expect.poll(() => app.getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.locator('h1').textContent()).toBe('تسجيل الدخول');
    expect(await axeViolations(page, '.hb-app')).toEqual([]);
    const host = await browser.open(`${e2e.demo}/chatbot.html`, { bypassCSP: true });
    await host.page.getByRole('button', { name: 'Chat and book' }).click();
    expect(await axeViolations(host.page, 'body')).toEqual([]);
  });
});
