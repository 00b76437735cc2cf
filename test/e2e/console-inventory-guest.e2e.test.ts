import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmedNumber, fillGuest, newGuest, until, withScreenText } from './booking-support.ts';
import { consoleFetch, openConsole, signInAs } from './console-support.ts';
import { e2e, sharedBrowser } from './support.ts';

// Issue 39's guest side, end to end on the console journeys' provider (its own database): a
// rate set in the console's calendar prices the widget's plans (a plan derived at −10 % follows
// it), a two-night minimum refuses a one-night stay with its reason, a guest books, and the
// console's calendar shows one room fewer. Its own room type and plans (new codes), on nights
// about 11 months ahead: within the hotel's 12 bookable months, clear of the other journeys.

const browser = sharedBrowser();
const HOTEL = 'sakura-tokyo';

function dayOffset(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** Changes nights `from`…`to` of one plan through the calendar's bulk panel. */
async function bulkChange(
  page: Page,
  nights: { from: string; to: string },
  planLabel: RegExp,
  fields: Record<string, string>,
) {
  await page.getByLabel('First night', { exact: true }).fill(nights.from);
  await page.getByLabel('Last night', { exact: true }).fill(nights.to);
  const plans = page.getByRole('group', { name: 'For these plans' });
  for (const box of await plans.getByRole('checkbox').all()) await box.uncheck();
  await plans.getByRole('checkbox', { name: planLabel }).check();
  const form = page.getByRole('form', { name: 'Fields to set' });
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Apply to these nights' }).click();
  await page
    .getByRole('status')
    .getByText(/^Done\. Nights changed: \d+\.$/)
    .waitFor();
  for (const label of Object.keys(fields)) await form.getByLabel(label, { exact: true }).fill('');
}

describe('console rates and restrictions reach the guest', () => {
  it('the widget follows a rate and a minimum stay set in the console; a booking takes a room', async () => {
    const tag = Date.now().toString(36);
    const type = `g-${tag}`;
    const flex = { code: `g-${tag}-flex`, name: `Flexible ${tag}` };
    const saver = { code: `g-${tag}-saver`, name: `Saver ${tag}` };
    const [first, second, third] = [dayOffset(335), dayOffset(336), dayOffset(337)];
    const { page, consoleProblems } = await openConsole(browser, `/hotels/${HOTEL}/calendar`);
    await signInAs(page, 'owner');

    // The room type and its two plans (made through the console's API: the rooms page's forms
    // have their own journey), published, paid at the hotel.
    const api = `/api/v1/console/hotels/${HOTEL}`;
    const policy = (
      (await consoleFetch(page, 'GET', `${api}/rate-plans`)).body as {
        data: { cancellation_policy_code: string }[];
      }
    ).data[0]?.cancellation_policy_code;
    const plan = { room_type_code: type, payment_type: 'on_site', published: true };
    for (const [path, body] of [
      [
        'room-types',
        { code: type, name: `Garden suite ${tag}`, capacity: 2, total_rooms: 2, published: true },
      ],
      ['rate-plans', { ...plan, ...flex, cancellation_policy_code: policy }],
      [
        'rate-plans',
        {
          ...plan,
          ...saver,
          cancellation_policy_code: policy,
          derivation: { parent_plan_code: flex.code, kind: 'percent', value: -10 },
        },
      ],
    ] as const)
      expect((await consoleFetch(page, 'POST', `${api}/${path}`, body)).status).toBeLessThan(300);

    // The calendar: its rate (before tax) and two rooms to sell on three nights, then a
    // two-night minimum on arrival the second night, for both plans.
    await page.goto(`${e2e.consoleProvider}/console/hotels/${HOTEL}/calendar`);
    await page.getByRole('grid').waitFor();
    await bulkChange(page, { from: first, to: third }, new RegExp(`${flex.name}$`), {
      'For 1 adults': '15000',
      'For 2 adults': '20000',
      'Rooms to sell': '2',
    });
    for (const name of [flex.name, saver.name])
      await bulkChange(page, { from: second, to: second }, new RegExp(`${name}$`), {
        'Minimum stay on arrival (nights, 0 removes it)': '2',
      });

    // The guest, one night from the first night: both plans, the derived one 10 % less.
    const widget = await browser.open(
      `${e2e.consoleProvider}/booking/result?code=${HOTEL}&checkin=${first}&checkout=${second}&adults=2`,
    );
    const guest = widget.page.locator('body');
    const offer = (name: string) => guest.locator('.hb-offer').filter({ hasText: name });
    await withScreenText(guest, until(() => offer(flex.name).isVisible()).toBe(true));
    // Taxes included: 20,000 + 10 % + Tokyo's accommodation tax (100 a guest from 10,000 a
    // guest); the derived plan 18,000 + 10 %, under the accommodation tax's threshold.
    expect(await offer(flex.name).textContent()).toContain('¥22,200');
    expect(await offer(saver.name).textContent()).toContain('¥19,800');

    // One night from the second night: both plans refused, the guest told why.
    await widget.page.goto(
      `${e2e.consoleProvider}/booking/result?code=${HOTEL}&checkin=${second}&checkout=${third}&adults=2`,
    );
    const notes = guest.locator('.hb-restricted li');
    await withScreenText(guest, until(() => notes.count()).toBe(2));
    expect(await notes.filter({ hasText: flex.name }).textContent()).toContain(
      'For these dates this plan needs a stay of at least 2 nights.',
    );
    expect(await offer(flex.name).count()).toBe(0);

    // Two nights from the second night: sold; the guest books the flexible plan.
    await widget.page.goto(
      `${e2e.consoleProvider}/booking/result?code=${HOTEL}&checkin=${second}&checkout=${dayOffset(338)}&adults=2`,
    );
    await withScreenText(guest, until(() => offer(flex.name).isVisible()).toBe(true));
    expect(await notes.count()).toBe(0);
    await offer(flex.name).locator('button.hb-step').last().click();
    await guest.locator('.hb-selection button').click();
    await until(() => guest.locator('[data-field="first_name"]').isVisible()).toBe(true);
    await fillGuest(guest, newGuest('inventory'));
    // Paid at the hotel: no card form, the reservation is confirmed at once.
    await guest.locator('[data-action="continue"]').click();
    await guest.getByRole('button', { name: 'Confirm reservation' }).click();
    expect(await confirmedNumber(guest)).toMatch(/\d/);

    // The console's calendar: one room left on the booked nights.
    await page.reload();
    await page.getByRole('grid').waitFor();
    const cell = page.locator(`td[data-plan="${flex.code}"][data-date="${second}"]`);
    await page.locator('td.inv-cell[tabindex="0"]').focus();
    for (let week = 0; week < 60 && (await cell.count()) === 0; week++)
      await page.keyboard.press('PageDown');
    await expect.poll(() => cell.textContent()).toContain('Left: 1');
    expect(await cell.textContent()).toContain('Min 2');
    expect(consoleProblems.list).toEqual([]);
    expect(widget.problems).toEqual([]);
  });
});
