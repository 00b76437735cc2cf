import type { BookingWidgetSettings } from '../../../src/api/contract/index.ts';
import type { FirstScreen } from '../../../src/element/first-screen.tsx';
import { hotelToday } from '../../../src/rules/dates.ts';
import { toLocale } from '../../../src/rules/locales.ts';
import { offeredLocales } from '../../../src/shared/locale/offered-locales.ts';

/**
 * The first screen written into the hotel's own page by the hotel's server (a CMS plugin, a
 * server-side include): the element's reserving child with the drawing in a declarative shadow
 * root. The browser paints it with the page's HTML, before any script of ours has arrived, and
 * the loader adopts it instead of asking for a drawing (loader/modes/inline.ts): the widget's
 * first screen is then off the page's largest-paint path (issue 23).
 */

/**
 * Whether the drawing's language is the same for every guest. A page is one answer for all its
 * visitors (and a page cache keeps it), so the drawing cannot follow a guest's browser languages
 * or remembered choice: only the `locale` attribute, or a hotel that offers one language, fixes
 * it (the widget's rule: resolve-locale.ts; the attribute wins over the guest's preferences).
 */
export function languageIsFixed(
  attributes: Record<string, string>,
  settings: BookingWidgetSettings,
): boolean {
  return (
    toLocale(attributes.locale) !== undefined ||
    offeredLocales(settings.available_languages, undefined).length === 1
  );
}

/**
 * When the hotel's day ends (epoch milliseconds): the drawing's dates are the hotel's today's,
 * so a page kept past then shows yesterday, and the loader asks for a new drawing instead. Found
 * by bisection (to the second) on the hotel's own calendar, so summer time needs no rule here.
 */
export function hotelDayEnds(timeZone: string, now: Date): number {
  const today = hotelToday(timeZone, now);
  let before = now.getTime();
  // A day is at most 25 hours long (a summer time change); 26 always reaches the next one.
  let after = before + 26 * 3_600_000;
  while (after - before > 1000) {
    const middle = Math.floor((before + after) / 2);
    if (hotelToday(timeZone, new Date(middle)) === today) before = middle;
    else after = middle;
  }
  // A day ends on a whole second, the first after `before` (within a second of `after`).
  return Math.floor(before / 1000) * 1000 + 1000;
}

/**
 * The element's child as HTML. `min-height` keeps the snippet's reserve in a browser without
 * declarative shadow roots (the template then stays inert and the loader draws as before); the
 * drawing is that tall anyway. Its forms submit nowhere (`method="dialog"` outside a dialog):
 * before the loader runs, a press on Search must not reload the hotel's page. `<` cannot end
 * the stylesheet: a theme's colour is the hotel's text.
 */
export function embedMarkup(drawing: FirstScreen, until: number): string {
  const css = drawing.css.replaceAll('<', '\\3c ');
  const html = drawing.html.replaceAll('<form ', '<form method="dialog" ');
  return (
    `<div slot="reserve" data-until="${until}" style="min-height:var(--hotel-booking-min-height)">` +
    `<template shadowrootmode="open"><style>${css}</style>${html}</template></div>`
  );
}
