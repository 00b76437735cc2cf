import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chooseStay,
  completedEvents,
  confirmedNumber,
  continueToPayment,
  expectConfirmationMail,
  fillCard,
  fillGuest,
  newGuest,
  nextStay,
  payButton,
  search,
  selectRoomAndContinue,
  TEST_CARD,
  until,
} from './booking-support.ts';
import { e2e, RECORD_EVENTS, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/** Search, room, guest details, card 4242…: the whole booking in one widget scope. */
async function bookThrough(scope: Locator, tag: string) {
  const stay = await nextStay();
  await chooseStay(scope, stay);
  await search(scope);
  await selectRoomAndContinue(scope);
  const guest = newGuest(tag);
  await fillGuest(scope, guest);
  await continueToPayment(scope);
  await fillCard(scope, TEST_CARD);
  await payButton(scope).click();
  const number = await confirmedNumber(scope);
  await expectConfirmationMail(guest.email, number);
  return { number, guest };
}

/** The host page heard exactly one completed booking, from `id`, for that reservation. */
async function expectCompletedEvent(page: Page, id: string, number: string) {
  await until(async () => (await completedEvents(page)).length).toBe(1);
  const [event] = await completedEvents(page);
  expect(event).toMatchObject({ target: id, detail: { transaction_id: number } });
}

describe('a complete booking on every demo embedding', () => {
  it('inline on the WordPress-style page', async () => {
    const { page, context, problems } = await browser.open('about:blank');
    await context.addInitScript(RECORD_EVENTS);
    await page.goto(`${e2e.demo}/`);
    const widget = page.locator('#inline-booking');
    const { number } = await bookThrough(widget, 'inline');
    await expectCompletedEvent(page, 'inline-booking', number);
    expect(problems).toEqual([]);
  });

  it('in the modal of the header button', async () => {
    const { page, context, problems } = await browser.open('about:blank');
    await context.addInitScript(RECORD_EVENTS);
    await page.goto(`${e2e.demo}/`);
    await page.locator('#header-booking').getByRole('button', { name: 'Book now' }).click();
    const dialog = page.locator('#header-booking').getByRole('dialog');
    await until(() => dialog.isVisible()).toBe(true);
    const { number } = await bookThrough(dialog, 'modal');
    expect(await dialog.isVisible()).toBe(true);
    await expectCompletedEvent(page, 'header-booking', number);
    expect(problems).toEqual([]);
  });

  it('in the chatbot iframe', async () => {
    const { page, context, problems } = await browser.open('about:blank');
    await context.addInitScript(RECORD_EVENTS);
    await page.goto(`${e2e.demo}/chatbot.html`);
    await page.getByRole('button', { name: 'Chat and book' }).click();
    const frame = page.frameLocator('#chat-booking >> iframe').locator('body');
    const { number } = await bookThrough(frame, 'iframe');
    await expectCompletedEvent(page, 'chat-booking', number);
    expect(problems).toEqual([]);
  });

  it('in the hosted app opened in a new tab', async () => {
    const { page, context } = await browser.open(`${e2e.demo}/new-tab.html`);
    // The demo's new-tab button is for Osaka with a promo code; the journey books Tokyo (the
    // hotel with required questions) through the same embedding.
    await page.evaluate(() => {
      const element = document.getElementById('offer-booking');
      element?.removeAttribute('promo-code');
      element?.setAttribute('hotel-code', 'sakura-tokyo');
    });
    const link = page.locator('#offer-booking').getByRole('link');
    await until(() => link.getAttribute('href')).toContain('code=sakuratokyo');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).origin).toBe(e2e.provider);
    const problems: string[] = [];
    tab.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const { number } = await bookThrough(tab.locator('body'), 'new-tab');
    expect(new URL(tab.url()).pathname).toBe(`/reservation/confirmation/${number}`);
    expect(problems).toEqual([]);
  });
});
