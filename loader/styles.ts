/**
 * The element's own styles, adopted as one constructable stylesheet (allowed under a strict
 * Content-Security-Policy, unlike <style> or style attributes). `!important` on :host beats even
 * `!important` host rules, so `* { all: unset }` on the host page cannot hide or re-flow us; the
 * `.root` reset stops inherited host typography from leaking in.
 */
const CSS = `:host{display:block!important}
:host([mode=modal]),:host([mode=new-tab]){display:inline-block!important}
:host([hidden]){display:none!important}
.reserve,iframe{min-height:var(--hotel-booking-min-height,440px)}
.btn{all:initial;cursor:pointer;font:600 16px system-ui,sans-serif;color:#fff;background:var(--hotel-booking-button-colour,#9b2c3d);border-radius:6px;padding:12px 20px}
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
