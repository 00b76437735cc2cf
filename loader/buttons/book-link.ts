import { h } from '../dom.ts';
import { hostedUrl } from '../hosted-url.ts';
import type { ElementConfig } from '../widget-api.ts';
import { adoptButtonStyles } from './button-sheet.ts';
import { labelSlot } from './label-slot.ts';

/**
 * A link styled as a button to the hosted booking page, search prefilled, opening a new tab; put
 * in `box` in place of what it held. The new-tab mode's button, and what the inline widget's box
 * shows when the widget's code cannot load.
 */
export function placeBookLink(box: HTMLElement, config: ElementConfig): HTMLAnchorElement {
  const link = h('a', {
    class: 'b',
    part: 'button',
    target: '_blank',
    rel: 'noopener',
    href: hostedUrl(config),
  });
  labelSlot(link, config);
  adoptButtonStyles(box);
  box.replaceChildren(link);
  return link;
}
