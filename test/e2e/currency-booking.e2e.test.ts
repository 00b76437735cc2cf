import { describe, expect, it } from 'vitest';
import {
  breakfastOffer,
  confirmedNumber,
  continueToPayment,
  fillCard,
  fillGuest,
  newGuest,
  payButton,
  plusDays,
  ROOM,
  selectRoomAndContinue,
  TEST_CARD,
  until,
} from './booking-support.ts';
import { e2e, roomTypeStock, sharedBrowser } from './support.ts';

/**
 * Booking in the guest's currency (server README "Booking in the multi-currency"): Sakura Tokyo
 * has multi-currency on (seed), so USD chosen in the header is what the quote, the booking, the
 * card charge and the confirmation are in.
 */
const browser = sharedBrowser();
const HOTEL = 'sakura-tokyo';

const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A night far from the days other journeys book where the breakfast plan's room type still has
 * several rooms (the inventory API; a day merely "available" may have other room types only).
 */
async function freeDay(): Promise<string> {
  const stock = await roomTypeStock(HOTEL, ROOM, isoDay(100), isoDay(160));
  const days = stock.filter((d) => d.remaining >= 3).map((d) => d.date);
  // A different day per run, so repeated runs do not sell one night out.
  const day = days[Math.floor(Math.random() * days.length)];
  if (!day) throw new Error('no free night in the seeded calendar');
  return day;
}

/** The minor units a formatted amount shows ("$1,234.56" → 123456). */
const minorOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('booking in the guest currency', () => {
  it('books in USD chosen in the header: summary, card charge and confirmation in USD', async () => {
    const checkin = await freeDay();
    const query = new URLSearchParams({
      code: HOTEL,
      checkin,
      checkout: plusDays(checkin, 1),
      adults: '2',
      room_count: '1',
      locale: 'en',
    });
    const { page, problems } = await browser.open(`${e2e.provider}/booking/result?${query}`);
    const scope = page.locator('body');
    await until(() => breakfastOffer(scope).isVisible()).toBe(true);

    // The header's currency selector: USD.
    await page.getByRole('button', { name: /Currency: JPY/ }).click();
    const dialog = page.getByRole('dialog');
    await until(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('combobox').fill('USD');
    await dialog.getByRole('option', { name: /USD/ }).first().click();
    await until(() => page.getByRole('button', { name: /Currency: USD/ }).isVisible()).toBe(true);
    // The results are converted and say the card is charged in USD.
    await until(() => breakfastOffer(scope).textContent()).toMatch(/\$/);
    await until(() => page.locator('.hb-currency-note').textContent()).toMatch(/charged in USD/);
    // The calendar's day prices follow the header's currency too.
    await page.locator('.hb-cal-field').first().click();
    const calendar = page.locator('dialog.hb-cal-dialog');
    await until(() =>
      calendar.locator('.hb-cal-day__info').filter({ hasText: /\$/ }).count(),
    ).toBeGreaterThan(0);
    expect(await calendar.locator('.hb-cal-day__info').filter({ hasText: /¥/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await until(() => calendar.isVisible()).toBe(false);

    // The pre-paid breakfast plan (card) is bookable in USD.
    await selectRoomAndContinue(scope);
    await until(() => scope.locator('.hb-gd-total').textContent()).toMatch(/\$/);
    // The hotel's own total is the secondary line.
    expect(await scope.locator('.hb-gd-summary [data-hotel-total]').textContent()).toMatch(/¥/);

    await fillGuest(scope, newGuest('usd'));
    await continueToPayment(scope);
    const total = scope.locator('.hb-payment-total .hb-price');
    await until(() => total.textContent()).toMatch(/\$/);
    const shown = minorOf(await total.textContent());
    expect(shown).toBeGreaterThan(0);
    expect(await payButton(scope).textContent()).toContain(
      (await total.textContent())?.trim() ?? '-',
    );

    await fillCard(scope, TEST_CARD);
    await payButton(scope).click();
    const number = await confirmedNumber(scope);
    // The confirmation shows the booking's amounts in USD.
    const confirmedTotal = scope.locator('[data-total]');
    await until(() => confirmedTotal.textContent()).toMatch(/\$/);
    expect(minorOf(await confirmedTotal.textContent())).toBe(shown);
    // The hotel's total second, and the rate the booking was made at.
    expect(await scope.getByText("Total in the hotel's currency").isVisible()).toBe(true);
    expect(await scope.getByText(/Booked in USD at 1 JPY = /).isVisible()).toBe(true);

    // The reservation API: charged in USD, its converted total what the payment step showed.
    const token = new URL(page.url()).searchParams.get('bypass_token');
    expect(token).toBeTruthy();
    const reservation = (await (
      await fetch(
        `${e2e.provider}/api/v1/reservations/${encodeURIComponent(number)}?bypass_token=${encodeURIComponent(token ?? '')}`,
      )
    ).json()) as {
      data: {
        payment: { currency: string; amount: number } | null;
        price: { currency: string; mcp_currency?: string; mcp_total_price?: number };
      };
    };
    expect(reservation.data.payment?.currency).toBe('USD');
    expect(reservation.data.price.mcp_currency).toBe('USD');
    expect(reservation.data.price.mcp_total_price).toBe(shown);
    expect(reservation.data.payment?.amount).toBe(shown);
    expect(reservation.data.price.currency).toBe('JPY');
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  });
});
