import { describe, expect, it } from 'vitest';
import { tokyoBooking } from '../../server/test/fixtures.ts';
import { axeViolations } from './axe.ts';
import { freeStay, mailsTo, uniqueEmail } from './booking-extras-support.ts';
import { e2e, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/** Books through the API with marketing opt-in and returns the unsubscribe link of the mail. */
async function optedInGuestLink(locale: 'ja' | 'ar'): Promise<{ email: string; link: string }> {
  const email = uniqueEmail('news');
  const stay = await freeStay({ roomType: 'standard-double', nights: 1, from: 150 });
  const body = tokyoBooking(stay.checkin, 1, { email, marketing_opt_in: true, locale });
  const answer = await fetch(`${e2e.provider}/api/v1/reservations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  let link = '';
  await expect
    .poll(async () => {
      const text = (await mailsTo(email))[0]?.text ?? '';
      link = text.match(/https?:\/\/\S+\/unsubscribe-email\/confirmation\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return { email, link };
}

describe('unsubscribing from marketing e-mails', () => {
  it('follows the e-mail link, asks first, unsubscribes, and remembers it', async () => {
    const { link } = await optedInGuestLink('ja');
    const { page, problems } = await browser.open(link, { bypassCSP: true });
    // The guest's language and the masked address: the link may have been forwarded.
    const question = page.getByText(/n\*\*\*@example\.com.*配信を停止しますか/);
    await expect.poll(() => question.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    expect(await axeViolations(page, '.hb-unsub')).toEqual([]);

    await page.getByRole('button', { name: '配信を停止する' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/unsubscribe-email/success');
    await expect
      .poll(() => page.getByRole('heading', { name: '配信を停止しました' }).isVisible())
      .toBe(true);
    expect(await axeViolations(page, '.hb-unsub')).toEqual([]);

    // The same link again: already unsubscribed, no button to press.
    await page.goto(link);
    await expect.poll(() => page.getByText(/すでに停止されています/).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '配信を停止する' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('reads right to left in Arabic and explains a link that does not work', async () => {
    const { link } = await optedInGuestLink('ar');
    const { page } = await browser.open(link);
    await expect
      .poll(() => page.getByRole('button', { name: 'إلغاء الاشتراك' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    // A damaged link says it is not valid and what to do instead ("try again" cannot help).
    const broken = new URL(link);
    broken.searchParams.set('token', 'x'.repeat(43));
    await page.goto(broken.toString());
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('غير صالح');
    expect(await page.getByRole('alert').textContent()).toContain('أحدث رسالة');
    expect(await page.getByRole('button', { name: 'إلغاء الاشتراك' }).count()).toBe(0);
  });

  it('calls a link cut short not valid, and says to use the newest e-mail or ask the hotel', async () => {
    const { link } = await optedInGuestLink('ja');
    const cut = new URL(link);
    cut.searchParams.set('token', cut.searchParams.get('token')?.slice(0, 12) ?? '');
    cut.searchParams.set('locale', 'en');
    const { page } = await browser.open(cut.toString());
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toContain('This unsubscribe link is not valid.');
    expect(await alert.textContent()).toContain('most recent e-mail');
    expect(await alert.textContent()).not.toContain('try again');
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
  });
});
