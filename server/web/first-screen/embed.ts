import type { FirstScreen } from '../../../src/element/first-screen.tsx';
import { hotelToday } from '../../../src/rules/dates.ts';

/**
 * The first screen written into the hotel's own page by the hotel's server (a CMS plugin, a
 * server-side include): the element's reserving child with the drawing in a declarative shadow
 * root. The browser paints it with the page's HTML, before any script of ours has arrived, and
 * the loader adopts it instead of asking for a drawing (loader/modes/inline.ts): the widget's
 * first screen is then off the page's largest-paint path (issue 23).
 */

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
 * The drawing holds the snippet's reserve as the loader's box does (loader/styles.ts: the
 * length is a padding percentage, of the width): a grid whose one cell has the reserve and the
 * drawing, as tall as the taller. So nothing moves when the loader takes it into its box.
 */
const RESERVE_CSS =
  ':host{display:grid}' +
  ':host::before,:host>*{grid-area:1/1;min-width:0}' +
  // The drawing as tall as itself, as the widget's screen will be, not stretched to the reserve;
  // and hidden until the whole of it is in (SHOWN): on a slow connection the parser streams it
  // into the shadow root, and a half-drawn form would paint and then move as the rest arrives
  // (a layout shift inside the widget, 0.004 in a throttled Lighthouse run).
  ':host>*{align-self:start;visibility:hidden}' +
  ':host::before{content:"";padding-top:var(--hotel-booking-min-height,440px)}';

/** The drawing's last element: parsed once all of it is, it shows it (RESERVE_CSS). */
const SHOWN = '<style>:host>*{visibility:visible}</style>';

/**
 * The element's child as HTML: the snippet's reserving child, with the drawing in its
 * declarative shadow root. A browser without declarative shadow roots keeps the template inert
 * and draws the child's own child instead, the snippet's reserve (the loader then asks for a
 * drawing as before). A `span`, as the snippet's, so that it stays the element's child where a
 * CMS puts the element in a paragraph (a `div` would close the `p` and land after the element:
 * WordPress wraps a shortcode that shares its line in one). `<` cannot end the stylesheet: a
 * theme's colour is the hotel's text.
 */
export function embedMarkup(drawing: FirstScreen, until: number): string {
  const css = `${drawing.css}\n${RESERVE_CSS}`.replaceAll('<', '\\3c ');
  return (
    `<span slot="reserve" data-until="${until}"><template shadowrootmode="open">` +
    `<style>${css}</style>${drawing.html}${SHOWN}</template>` +
    '<span style="display:block;padding-top:var(--hotel-booking-min-height)"></span></span>'
  );
}
