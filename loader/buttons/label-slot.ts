import { h } from '../dom.ts';
import { bookLabel } from '../lazy/book-label.ts';
import type { ElementConfig } from '../widget-api.ts';

/**
 * The button's label: a <slot>, so the element's content is the label (as the README's embed
 * writes it). Its fallback is the default label in the widget's language (`locale`, else the
 * page's), which comes with the buttons' chunk: no wait for another one.
 */
export function labelSlot(button: HTMLElement, config: ElementConfig): void {
  button.append(h('slot', {}, bookLabel(config.locale)));
}
