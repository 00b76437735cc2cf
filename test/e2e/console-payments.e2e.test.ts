import { describe, expect, it } from 'vitest';
import { openConsole, signInAs } from './console-support.ts';
import { e2e, sharedBrowser } from './support.ts';

// Issue 43's console page: the owner chooses the hotel's card gateway. Stripe's secrets are
// write-only (never shown again, an empty field keeps them) and the mode is said plainly. On
// the console journeys' provider (its own database); the hotel is switched back at the end.

const browser = sharedBrowser();
const HOTEL = 'sakura-osaka';

describe('console: payment gateway', () => {
  it('the owner switches a hotel to Stripe in test mode, secrets never shown, and back', async () => {
    const { page, consoleProblems } = await openConsole(browser, `/hotels/${HOTEL}/payments`);
    await signInAs(page, 'owner');
    await page.goto(`${e2e.consoleProvider}/console/hotels/${HOTEL}/payments`);
    const said = (text: string | RegExp) => page.getByText(text);
    await expect
      .poll(() =>
        said(
          'Now: the built-in test gateway. No real money moves; only test cards work.',
        ).isVisible(),
      )
      .toBe(true);
    await page.getByLabel('Card gateway').selectOption('stripe');
    await page.getByLabel('Publishable key').fill('pk_test_consolejourney01');
    await page.getByLabel('Secret key').fill('sk_test_consolejourney0001');
    await page.getByLabel('Webhook signing secret').fill('whsec_consolejourney0001');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => said(/^Now: Stripe in TEST mode/).isVisible()).toBe(true);
    // The secrets are gone from the page: empty fields, a hint that they are stored.
    expect(await page.getByLabel('Secret key').inputValue()).toBe('');
    expect(await page.getByLabel('Webhook signing secret').inputValue()).toBe('');
    expect(await said(/Stored, sealed/).count()).toBe(2);
    expect(await page.content()).not.toContain('sk_test_consolejourney');
    // The address to give Stripe.
    expect(await said(/\/stripe\/webhooks\/\d+$/).isVisible()).toBe(true);
    // Back to the test gateway; the keys stay stored.
    await page.getByLabel('Card gateway').selectOption('test');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() =>
        said(
          'Now: the built-in test gateway. No real money moves; only test cards work.',
        ).isVisible(),
      )
      .toBe(true);
    expect(await said(/Stored, sealed/).count()).toBe(2);
    expect(consoleProblems.list).toEqual([]);
  });

  it('is not offered to the front desk', async () => {
    const { page } = await openConsole(browser, `/hotels/${HOTEL}/payments`);
    await signInAs(page, 'front_desk');
    await page.goto(`${e2e.consoleProvider}/console/hotels/${HOTEL}/payments`);
    await expect.poll(() => page.getByText('Publishable key').count()).toBe(0);
    const answer = await page.evaluate(async (hotel) => {
      const res = await fetch(`/api/v1/console/hotels/${hotel}/payment_gateway`);
      return res.status;
    }, HOTEL);
    expect(answer).toBe(403);
  });
});
