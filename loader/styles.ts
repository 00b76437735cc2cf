/**
 * The element's own styles, adopted as one constructable stylesheet (allowed under a strict
 * Content-Security-Policy, unlike <style> or style attributes). `!important` on :host beats even
 * `!important` host rules, so `* { all: unset }` on the host page cannot hide or re-flow us; the
 * `.root` reset stops inherited host typography from leaking in. Every mode is a block, so a
 * theme's column rules (max-width, auto margins) place the modal and new-tab buttons in the text
 * column like any paragraph.
 *
 * No layout shift: the README's snippet sets `--hotel-booking-min-height` to the first screen's
 * height for the element's width (loader/first-screen.ts; a calc of `100%`) and holds it with
 * the `padding-top` of an unslotted `<span slot="reserve">` child until the loader runs (older
 * snippets: the element's own `padding-top`, dropped here). The loader reserves the same length
 * as the `padding-top` of a zero-width grid cell beside the widget or iframe (class `r`: a
 * one-letter class, as the loader's every byte counts): a padding percentage resolves against
 * the width of the element's content box, as the child's did, so both are the same height. The
 * modal and new-tab button's styles come with its chunk (loader/buttons/button-sheet.ts).
 */
const CSS =
  ':host{display:block!important;padding-top:0!important}' +
  ':host([hidden]){display:none!important}' +
  '.r{display:grid}' +
  '.r:before,.r>*{grid-area:1/1;min-width:0}' +
  '.r:before{content:"";padding-top:var(--hotel-booking-min-height,440px)}';

let sheet: CSSStyleSheet | undefined;

/** One stylesheet object shared by every `<hotel-booking>` on the page. */
export function elementStyles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}
