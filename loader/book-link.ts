import { h } from './dom.ts';
import { hostedUrl } from './hosted-url.ts';
import { labelSlot } from './labels.ts';
import type { WidgetConfig } from './widget-api.ts';

/** A link styled as a button that opens the hosted booking app in a new tab. */
export function bookLink(host: HTMLElement, config: WidgetConfig): HTMLAnchorElement {
  const link = h('a', {
    class: 'b',
    part: 'button',
    target: '_blank',
    rel: 'noopener',
    href: hostedUrl(config),
  });
  labelSlot(link, host, config);
  return link;
}
