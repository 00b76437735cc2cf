/**
 * The element's own styles, adopted as one constructable stylesheet (allowed under a strict
 * Content-Security-Policy, unlike <style> or style attributes). `!important` on :host beats even
 * `!important` host rules, so `* { all: unset }` on the host page cannot hide or re-flow us; the
 * `.root` reset stops inherited host typography from leaking in. Every mode is a block, so a
 * theme's column rules (max-width, auto margins) place the modal and new-tab buttons in the text
 * column like any paragraph; the button is 44 px tall (16 px + 20 px line + padding), the height
 * the README's `:not(:defined)` rule reserves for those modes.
 */
const CSS = `:host{display:block!important}
:host([hidden]){display:none!important}
.reserve,iframe{min-height:var(--hotel-booking-min-height,440px)}
.btn{all:initial;display:inline-block;cursor:pointer;font:600 16px/20px system-ui,sans-serif;color:#fff;background:var(--hotel-booking-button-colour,#9b2c3d);border-radius:6px;padding:12px 20px}
:focus-visible{outline:3px solid #1a5fb4}`;

let sheet: CSSStyleSheet | undefined;

/** One stylesheet object shared by every `<hotel-booking>` on the page. */
export function elementStyles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}
