/**
 * The day prices among `infos` (`.hb-cal-day__info` elements) that do not fit their day: cut
 * inside the price (scrollWidth over clientWidth) or sticking out of the day's button, each as
 * "date "text" scrollWidth/clientWidth px". Self-contained, so a journey test can hand it to
 * Playwright's `evaluateAll` as well as a browser test call it.
 */
export function clippedPrices(infos: Element[]): string[] {
  return infos.flatMap((info) => {
    const day = info.closest('.hb-cal-day') as HTMLElement;
    const box = info.getBoundingClientRect();
    const cell = day.getBoundingClientRect();
    const fits =
      info.scrollWidth <= info.clientWidth &&
      box.left >= cell.left - 0.5 &&
      box.right <= cell.right + 0.5;
    return fits
      ? []
      : [`${day.dataset.date} "${info.textContent}" ${info.scrollWidth}/${info.clientWidth} px`];
  });
}
