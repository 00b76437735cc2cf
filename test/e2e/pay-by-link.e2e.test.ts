import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_HOTEL_API_KEY } from '../../server/db/seed/pay-links.ts';
import { axeViolations } from './axe.ts';
import { uniqueEmail } from './booking-extras-support.ts';
import { answerThreeDsDialog, fillCard, mailsTo, TEST_CARD, until } from './booking-support.ts';
import { e2e, sharedBrowser } from './support.ts';

const browser = sharedBrowser();
const THREE_DS_CARD = '4000 0000 0000 3220';

interface HotelLink {
  payment_number: string;
  url: string;
  status: string;
}

/** The hotel API with the demo hotel's key (as a hotel system or the CLI calls it). */
async function hotelApi(method: string, path: string, body?: unknown): Promise<HotelLink> {
  const res = await fetch(`${e2e.provider}/api/v1/hotel/payment_links${path}`, {
    method,
    headers: {
      authorization: `Bearer ${DEMO_HOTEL_API_KEY}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  expect(res.ok, text).toBe(true);
  return (JSON.parse(text) as { data: HotelLink }).data;
}

/** Creates a request and returns the link and the text of the guest's e-mail. */
async function linkByMail(
  locale: string,
  amount = 8800,
): Promise<{ link: string; number: string; mail: string }> {
  const email = uniqueEmail(`paylink-${locale}`);
  const created = await hotelApi('POST', '', {
    amount,
    description: 'Airport transfer',
    email,
    locale,
  });
  let link = '';
  let mail = '';
  await expect
    .poll(async () => {
      mail = (await mailsTo(email))[0]?.text ?? '';
      link = mail.match(/https?:\/\/\S+\/payments\/PL\w+\S*/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  expect(link).toBe(created.url);
  return { link, number: created.payment_number, mail };
}

const payButton = (page: Page) => page.locator('.hb-paylink-form button[type="submit"]');
const state = (page: Page) => page.locator('.hb-paylink-state').first();

async function waitForForm(page: Page): Promise<void> {
  await until(() => payButton(page).isVisible(), 20_000).toBe(true);
}

describe('pay by link', () => {
  it('pays once from the e-mail link; a second tab sees it already paid', async () => {
    const { link } = await linkByMail('en');
    const first = await browser.open(link, { bypassCSP: true });
    const second = await browser.open(link);
    await waitForForm(first.page);
    await waitForForm(second.page);
    expect(await first.page.getByText('Airport transfer').isVisible()).toBe(true);
    expect(await first.page.getByText('¥8,800').first().isVisible()).toBe(true);
    // Headless: no hotel header or footer.
    expect(await first.page.locator('.hb-header').count()).toBe(0);
    expect(await axeViolations(first.page, '.hb-paylink')).toEqual([]);

    await fillCard(first.page.locator('.hb-paylink'), TEST_CARD);
    await payButton(first.page).click();
    await until(() =>
      first.page.getByText('Thank you. Your payment has been received.').isVisible(),
    ).toBe(true);
    expect(await first.page.getByText('Paid with VISA ending in').isVisible()).toBe(true);
    expect(await axeViolations(first.page, '.hb-paylink')).toEqual([]);

    // The tab opened before the payment tries too: nothing is taken twice.
    await fillCard(second.page.locator('.hb-paylink'), TEST_CARD);
    await payButton(second.page).click();
    await until(() =>
      second.page.getByText('This payment has already been made.').isVisible(),
    ).toBe(true);
    expect(await payButton(second.page).count()).toBe(0);
    // A fresh visit, and the display route, say so as well.
    await second.page.goto(link);
    await until(() => state(second.page).textContent()).toContain('already been made');
    const display = new URL(link);
    display.pathname += '/display';
    await second.page.goto(display.toString());
    await until(() => state(second.page).textContent()).toContain('This payment is complete.');
    expect(first.problems).toEqual([]);
  });

  it("gives the end of the link in the hotel's time, as the e-mail does, and says so", async () => {
    const { link, mail } = await linkByMail('en');
    // The guest's browser is in New York; the hotel (and its e-mail) in Tokyo.
    const { page } = await browser.open(link, { timezoneId: 'America/New_York' });
    await waitForForm(page);
    const mailed = /until (\w{3} \d{1,2}, \d{4}), (\d{1,2}:\d{2}\s[AP]M)/.exec(mail);
    expect(mailed, mail).not.toBeNull();
    // ICU puts a narrow no-break space before AM/PM in some versions: spaces are compared as one.
    const spaced = (text: string) => text.replace(/\s+/g, ' ');
    const shown = spaced((await page.locator('.hb-paylink-summary dd').last().textContent()) ?? '');
    expect(shown).toContain(spaced(`${mailed?.[1]}, ${mailed?.[2]} GMT+9`));
    expect(shown).toContain('Local time at the hotel');
    const ja = await linkByMail('ja');
    await page.goto(ja.link);
    await waitForForm(page);
    const jaShown = await page.locator('.hb-paylink-summary dd').last().textContent();
    expect(jaShown).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2} JST/);
    expect(jaShown).toContain('ホテルの現地時間');
  });

  it('pays with a 3-D Secure card in the dialog', async () => {
    const { link } = await linkByMail('en');
    const { page } = await browser.open(link);
    await waitForForm(page);
    await fillCard(page.locator('.hb-paylink'), THREE_DS_CARD);
    await payButton(page).click();
    await answerThreeDsDialog(page);
    await until(() =>
      page.getByText('Thank you. Your payment has been received.').isVisible(),
    ).toBe(true);
  });

  it('asks to update when the hotel changed the amount, then shows the refund', async () => {
    const { link, number } = await linkByMail('en', 5000);
    const { page } = await browser.open(link);
    await waitForForm(page);
    await hotelApi('PATCH', `/${number}`, { amount: 6000 });
    await fillCard(page.locator('.hb-paylink'), TEST_CARD);
    await payButton(page).click();
    await until(() =>
      page.getByText('The payment amount has changed.', { exact: false }).isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Update' }).click();
    await until(() => page.getByText('¥6,000').first().isVisible()).toBe(true);
    await fillCard(page.locator('.hb-paylink'), TEST_CARD);
    await payButton(page).click();
    await until(() =>
      page.getByText('Thank you. Your payment has been received.').isVisible(),
    ).toBe(true);

    expect((await hotelApi('POST', `/${number}/refund`, {})).status).toBe('refunded');
    await page.reload();
    await until(() => state(page).textContent()).toContain('This payment has been refunded.');
  });

  it('says so for expired and cancelled links', async () => {
    const expired = await linkByMail('en');
    await hotelApi('PATCH', `/${expired.number}`, { expires_in_hours: 0 });
    const { page } = await browser.open(expired.link);
    await until(() => state(page).textContent(), 20_000).toContain(
      'This payment link has expired.',
    );
    expect(await payButton(page).count()).toBe(0);

    const cancelled = await linkByMail('en');
    await hotelApi('POST', `/${cancelled.number}/cancel`, {});
    await page.goto(cancelled.link);
    await until(() => state(page).textContent()).toContain('cancelled by the hotel');

    await page.goto(`${e2e.provider}/payments/PL00000000000000000000?code=sakura-tokyo`);
    await until(() =>
      page.getByText('Payment record not found.', { exact: false }).isVisible(),
    ).toBe(true);
  });

  it('reads right to left in Arabic, passes axe, and asks for a reload after an hour', async () => {
    const { link } = await linkByMail('ar');
    const { page } = await browser.open('about:blank', { bypassCSP: true });
    await page.clock.install();
    await page.goto(link);
    await waitForForm(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { name: 'طلب دفع' }).isVisible()).toBe(true);
    expect(await axeViolations(page, '.hb-paylink')).toEqual([]);
    // A refused card: the issue key's message, and the link stays payable.
    await fillCard(page.locator('.hb-paylink'), '4000 0000 0000 0002');
    await payButton(page).click();
    await until(() => state(page).textContent()).toContain('لم تتم عملية الدفع');
    expect(await payButton(page).isVisible()).toBe(true);
    expect(await axeViolations(page, '.hb-paylink')).toEqual([]);

    await page.clock.fastForward('01:00:01');
    await until(() => state(page).textContent()).toContain('ساعة واحدة');
    expect(await payButton(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'إعادة تحميل الصفحة' }).isVisible()).toBe(true);
  });
});
