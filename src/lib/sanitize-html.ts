import DOMPurify from 'dompurify';
import { cleanStyle } from './hotel-css.ts';

// The hotel's header and footer CSS travel in this chunk: loaded when a hotel has either.
export { adoptHotelCss } from './hotel-css.ts';

/** Values for the header placeholders the spec names. */
export interface HeaderPlaceholders {
  facility_name?: string | undefined;
  brand_name?: string | undefined;
}

const PLACEHOLDER = /\{\{\s*(facility_name|brand_name)\s*\}\}/g;

let instance: ReturnType<typeof DOMPurify> | undefined;

/** One configured DOMPurify for the page (its hook is registered once). */
function sanitizer(): ReturnType<typeof DOMPurify> {
  if (!instance) {
    instance = DOMPurify(window);
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof HTMLAnchorElement && node.target === '_blank')
        node.rel = 'noopener noreferrer';
      // A `style` attribute answers to the hotel CSS's rules: no `position: fixed` laid over
      // the whole page, images only from https addresses.
      if (node instanceof HTMLElement && node.hasAttribute('style')) {
        cleanStyle(node.style);
        if (node.style.length === 0) node.removeAttribute('style');
      }
    });
  }
  return instance;
}

/**
 * Turns hotel-supplied HTML (header/footer from attributes or settings: untrusted) into a safe
 * DOM fragment. DOMPurify removes scripts, event handlers, `javascript:` URLs and hostile SVG;
 * forms are removed too so a header cannot phish for card numbers, and `<style>` elements, which
 * would style the whole widget (the hotel's CSS has its own fields, kept to the header and
 * footer: hotel-css.ts). Placeholders are filled in
 * text nodes only, so a facility name can never become markup.
 */
export function sanitizeHotelHtml(html: string, values: HeaderPlaceholders): DocumentFragment {
  const purify = sanitizer();
  const fragment = purify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    // Links may open in a new tab (rel=noopener is added by the sanitizer's hook).
    ADD_ATTR: ['target'],
    FORBID_TAGS: [
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'dialog',
      'base',
      'meta',
      'link',
      'style',
    ],
  });
  const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (text.includes('{{')) {
      node.nodeValue = text.replace(
        PLACEHOLDER,
        (_match, name: keyof HeaderPlaceholders) => values[name] ?? '',
      );
    }
  }
  return fragment;
}
