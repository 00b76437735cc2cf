import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { e2e, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/** The first name in the saved draft of a hotel (what a reload can bring back). */
const savedFirstName = (page: Page, code: string) =>
  page.evaluate((key) => {
    const raw = sessionStorage.getItem(key);
    return raw
      ? (JSON.parse(raw) as { draft: { guest: { first_name: string } } }).draft.guest.first_name
      : null;
  }, `hotel_booking_draft_${code}`);

describe('resume a booking', () => {
  it('offers the booking in progress after the host page reloads, with what was typed', async () => {
    const { page, problems } = await browser.open(`${e2e.demo}/`);
    const widget = page.locator('#inline-booking');
    await widget.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => widget.getByRole('heading', { name: 'Available rooms' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    // Nothing to resume yet.
    expect(await widget.getByRole('button', { name: 'Continue booking' }).count()).toBe(0);
    await widget
      .getByRole('button', { name: /^One room more:/ })
      .first()
      .click();
    await widget.getByRole('button', { name: 'Continue', exact: true }).click();
    const firstName = widget.getByRole('textbox', { name: /^First name/ });
    await expect.poll(() => firstName.isVisible(), { timeout: 15_000 }).toBe(true);
    await firstName.fill('Hana');
    await expect.poll(() => savedFirstName(page, 'sakuratokyo')).toBe('Hana');

    // The inline widget starts again at the results after a reload …
    await page.reload();
    const notice = widget.locator('.hb-resume');
    await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await notice.getAttribute('role')).toBe('status');
    expect(await notice.textContent()).toMatch(/You have a booking in progress: 1 room,/);
    expect(await axeViolations(page, '#inline-booking')).toEqual([]);

    // … "Not now" only hides the notice: the booking is still saved.
    await widget.getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    expect(await savedFirstName(page, 'sakuratokyo')).toBe('Hana');

    // After another reload it is offered again, and continuing brings back the name.
    await page.reload();
    await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(true);
    await widget.getByRole('button', { name: 'Continue booking' }).click();
    await expect
      .poll(() => widget.getByRole('heading', { name: 'Guest details' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(() => firstName.inputValue()).toBe('Hana');
    expect(problems).toEqual([]);
  });
});
