import { h } from './dom.ts';
import { hostedUrl } from './hosted-url.ts';
import { labelSlot } from './labels.ts';
import type { WidgetConfig } from './widget-api.ts';

/** A link styled as a button that opens the hosted booking app in a new tab. */
export function bookLink(config: WidgetConfig): HTMLAnchorElement {
  const link = h(
    'a',
    { class: 'btn', part: 'button', target: '_blank', rel: 'noopener' },
    labelSlot(config.locale),
  );
  link.href = hostedUrl(config);
  return link;
}
