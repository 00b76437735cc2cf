import { sheetAdopter } from '../adopt-sheet.ts';

/**
 * The modal and new-tab button (class `b`; the dialog's close button builds on it): a block
 * exactly 44 px tall (16 px + 20 px line + padding), the `min-height` of the button modes'
 * snippet, so the loader's reserved space is the button's, and its keyboard focus ring (the
 * only thing of the element's own shadow root that can show one: a nested shadow host or an
 * iframe never matches `:focus-visible`). Here with the buttons, not in the loader: an inline or
 * iframe widget never draws them.
 */
const CSS =
  '.b{all:initial;display:block;width:fit-content;cursor:pointer;font:600 16px/20px system-ui,sans-serif;color:#fff;background:var(--hotel-booking-button-colour,#9b2c3d);border-radius:6px;padding:12px 20px}' +
  '.b:focus-visible{outline:3px solid #1a5fb4}';

const adopt = sheetAdopter(CSS);

/** Adds the button's styles to the shadow root `node` is in. */
export function adoptButtonStyles(node: Node): void {
  const root = node.getRootNode();
  if (root instanceof ShadowRoot) adopt(root);
}
