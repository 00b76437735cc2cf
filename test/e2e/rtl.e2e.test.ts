import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOTELS } from '../../server/db/seed/data.ts';
import { clippedPrices } from '../../src/shared/date-range-picker/testing/clipped-prices.ts';
import {
  chooseStay,
  continueToPayment,
  fillCard,
  fillGuest,
  newGuest,
  nextStay,
  payButton,
  search,
  selectRoomAndContinue,
  THREE_DS_FAILS,
  until,
} from './booking-support.ts';
import { e2e, sharedBrowser } from './support.ts';

const browser = sharedBrowser();

/** Everything Sakura Tokyo wrote itself (seeded in English): names, descriptions, titles. */
const tokyo = HOTELS.find((hotel) => hotel.name === 'Sakura Hotel Tokyo');
const HOTEL_TEXTS = [
  ...(tokyo?.room_types.flatMap((room) => [room.name, room.description]) ?? []),
  ...(tokyo?.plans.map((plan) => plan.name) ?? []),
  ...(tokyo?.policies.map((policy) => policy.title) ?? []),
  ...(tokyo?.extras.map((extra) => extra.name) ?? []),
];

/** The inline widget of the demo page in `locale`, optionally with the page's text enlarged. */
async function openDemo(locale: 'ar' | 'ja', rootFontSize?: string) {
  const { page, context } = await browser.open('about:blank');
  await context.addInitScript(
    `document.addEventListener('DOMContentLoaded', () => {
      document.getElementById('inline-booking')?.setAttribute('locale', '${locale}');
      ${rootFontSize ? `document.documentElement.style.fontSize = '${rootFontSize}';` : ''}
    });`,
  );
  await page.goto(`${e2e.demo}/`);
  return { page, widget: page.locator('#inline-booking') };
}

/**
 * Hotel texts on screen that are not isolated from the translated text around them: their
 * element neither a `<bdi>` nor `dir="auto"` nor `unicode-bidi: plaintext`, and not wrapped in
 * FSI…PDI inside a message. Also says how many were seen, so an empty screen cannot pass.
 */
function unisolatedHotelTexts(widget: Locator) {
  return widget
    .locator('.hb-app')
    .first()
    .evaluate((app, texts) => {
      const seen: string[] = [];
      const bad: string[] = [];
      const walker = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const data = (node as Text).data;
        const parent = node.parentElement;
        if (!parent || parent.closest('.hb-visually-hidden')) continue;
        for (const text of texts) {
          if (!data.includes(text)) continue;
          seen.push(text);
          const own =
            parent.tagName === 'BDI' ||
            parent.getAttribute('dir') === 'auto' ||
            getComputedStyle(parent).unicodeBidi === 'plaintext';
          if (!own && !data.includes(`\u2068${text}\u2069`)) {
            bad.push(`<${parent.tagName.toLowerCase()} class="${parent.className}"> ${data}`);
          }
        }
      }
      return { seen: seen.length, bad };
    }, HOTEL_TEXTS);
}

/** Day prices of the open calendar that do not fit their cell ("date text width/room px"). */
function clippedDayPrices(widget: Locator) {
  return widget.locator('dialog.hb-cal-dialog .hb-cal-day__info').evaluateAll(clippedPrices);
}

/** Waits until the calendar shows its days' prices (the last availability answer is in). */
async function pricesShown(widget: Locator) {
  await until(() =>
    widget
      .locator('dialog.hb-cal-dialog .hb-cal-day__info')
      .evaluateAll((infos) => infos.length > 0 && /\d/.test(infos.at(-1)?.textContent ?? '')),
  ).toBe(true);
}

/**
 * Opens the calendar and lists the prices that do not fit, in the first view and the next one
 * (late in a month a one-month view has only a few days left to price).
 */
async function clippedCalendarPrices(widget: Locator) {
  await widget.locator('.hb-cal-field').click();
  await pricesShown(widget);
  const clipped = await clippedDayPrices(widget);
  await widget.locator('dialog.hb-cal-dialog .hb-cal-nav__btn--next').click();
  await pricesShown(widget);
  clipped.push(...(await clippedDayPrices(widget)));
  await widget.locator('.hb-cal-close').click();
  return clipped;
}

/** Each room photo, once loaded: its shown ratio and its own (natural) ratio. */
async function photoRatios(page: Page, widget: Locator) {
  const photos = widget.locator('.hb-room-photo');
  const ratios: { shown: number; natural: number }[] = [];
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await until(() =>
      photo.evaluate(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    ).toBe(true);
    ratios.push(
      await photo.evaluate((img) => {
        const el = img as HTMLImageElement;
        return {
          shown: el.clientWidth / el.clientHeight,
          natural: el.naturalWidth / el.naturalHeight,
        };
      }),
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return ratios;
}

describe('right-to-left (Arabic) booking journey', () => {
  it('isolates hotel texts, shows photos whole, prices uncut and "3-D Secure" in order', async () => {
    const stay = await nextStay();
    const { page, widget } = await openDemo('ar');
    await until(() => widget.locator('.hb-app').first().getAttribute('dir')).toBe('rtl');

    expect(await clippedCalendarPrices(widget)).toEqual([]);

    await chooseStay(widget, stay);
    await search(widget);
    const results = await unisolatedHotelTexts(widget);
    expect(results.bad).toEqual([]);
    expect(results.seen).toBeGreaterThan(5);

    const ratios = await photoRatios(page, widget);
    expect(ratios.length).toBeGreaterThan(0);
    for (const { shown, natural } of ratios) expect(shown).toBeCloseTo(natural, 1);

    await selectRoomAndContinue(widget);
    const guestDetail = await unisolatedHotelTexts(widget);
    expect(guestDetail.bad).toEqual([]);
    expect(guestDetail.seen).toBeGreaterThan(1);

    // A card that asks for 3-D Secure: the dialog's title keeps the Latin term in reading
    // order, its "3" left of its "D" (reversed it read "(D Secure-3").
    await fillGuest(widget, newGuest('rtl'));
    await continueToPayment(widget);
    const payment = await unisolatedHotelTexts(widget);
    expect(payment.bad).toEqual([]);
    expect(payment.seen).toBeGreaterThan(1);
    await fillCard(widget, THREE_DS_FAILS);
    await payButton(widget).click();
    const title = widget.locator('.hb-3ds__title');
    await until(() => title.isVisible()).toBe(true);
    const order = await title.evaluate((heading) => {
      const text = [...heading.childNodes].find((n) => n.nodeType === Node.TEXT_NODE) as Text;
      const left = (char: string) => {
        const range = document.createRange();
        range.setStart(text, text.data.indexOf(char));
        range.setEnd(text, text.data.indexOf(char) + 1);
        return range.getBoundingClientRect().left;
      };
      return left('3') < left('D') && left('D') < left('S');
    });
    expect(order).toBe(true);
  });

  for (const [locale, rootFontSize] of [
    ['ar', '32px'],
    ['ja', undefined],
    ['ja', '32px'],
  ] as const) {
    it(`cuts no calendar price (${locale}${rootFontSize ? ', text at 200%' : ''})`, async () => {
      const { widget } = await openDemo(locale, rootFontSize);
      expect(await clippedCalendarPrices(widget)).toEqual([]);
    });
  }
});
