import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/rules/dates.ts';
import { agencyUrl, catalogueLoaded, chipTexts } from './agency-support.ts';
import { nextStay, until } from './booking-support.ts';
import { sharedBrowser } from './support.ts';

/**
 * Issue 37: an assisted request with children and a date range. Before, the stay came back as
 * one night and the child was lost (or counted as an adult); now the chips show both nights and
 * the child with its age, and the hotel's page searches its rooms for the child, in the tier
 * its age falls in (Sakura Tokyo: "Child 6-11").
 */
const browser = sharedBrowser();

describe('agency assisted search with children', () => {
  it('takes "2 adults and a 6-year-old", over a range of dates, to the hotel page’s room search', async () => {
    await catalogueLoaded();
    const first = await nextStay();
    const checkout = addDays(first.checkin, 2);
    const { page, problems } = await browser.open(agencyUrl('/'));
    const scope = page.locator('body');
    await page
      .locator('.hb-agency-assist textarea')
      .fill(`hotel in Tokyo from ${first.checkin} to ${checkout}, 2 adults and a 6-year-old`);
    await page.locator('.hb-agency-assist button[type="submit"]').click();
    await until(() => chipTexts(scope)).toEqual([
      'Tokyo',
      `${first.checkin} – ${checkout}`,
      '2 adults',
      '1 child (aged 6)',
    ]);
    const query = new URL(page.url()).searchParams;
    expect([query.get('children'), query.get('kids_ages')]).toEqual(['1', '6']);

    const card = scope.locator('.hb-agency-hotel').filter({ hasText: 'Sakura Hotel Tokyo' });
    const rooms = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/rooms');
    await card.getByRole('link', { name: 'See rooms' }).click();
    const sent = JSON.parse(new URL((await rooms).url()).searchParams.get('rooms') ?? '[]');
    expect(sent[0]).toMatchObject({
      adults: 2,
      children: 1,
      kids_age_range: [{ code: 'A', count: 1 }],
      checkin_date: first.checkin,
      checkout_date: checkout,
    });
    // The guests editor shows the child in its tier, so the guest sees what was searched.
    const tier = scope.getByRole('group', { name: /^Child 6-11/ });
    await until(() => tier.locator('output').textContent()).toBe('1');
    // Removing the children's chip removes their ages too.
    await page.goBack();
    await page.getByRole('button', { name: 'Remove filter: 1 child (aged 6)' }).click();
    await until(() => chipTexts(scope)).toEqual([
      'Tokyo',
      `${first.checkin} – ${checkout}`,
      '2 adults',
    ]);
    const after = new URL(page.url()).searchParams;
    expect([after.get('children'), after.get('kids_ages')]).toEqual([null, null]);
    expect(problems).toEqual([]);
  }, 90_000);
});
