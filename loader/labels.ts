import { h } from './dom.ts';
import { loadModes } from './load-widget.ts';
import type { WidgetConfig } from './widget-api.ts';

/** The locale key for a `locale` attribute such as `ja`, `zh-Hant` or `zh_Hant`. */
export const localeKey = (locale: string | undefined): string =>
  (locale ?? document.documentElement.lang).replace('-', '_');

/**
 * The button's label: a <slot>, so the element's content is the label. Its fallback, the default
 * label, is English at once; in another language the button stays invisible (its 44 px box held,
 * nothing moves) until the modes chunk brings the label (lazy/book-label.ts), or stays English if
 * the chunk cannot load. A label written in the element shows at once.
 */
export function labelSlot(button: HTMLElement, host: HTMLElement, config: WidgetConfig) {
  const slot = h('slot', {}, 'Book now');
  const key = localeKey(config.locale);
  if (key && !key.startsWith('en') && !host.textContent?.trim()) {
    button.style.visibility = 'hidden';
    void loadModes(config)
      .then((modes) => (slot.textContent = modes.bookLabel(config.locale)))
      .catch(() => {})
      .then(() => (button.style.visibility = ''));
  }
  button.append(slot);
}
