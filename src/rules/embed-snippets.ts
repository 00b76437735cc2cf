import { firstScreenHeight } from './first-screen-height.ts';

/** The modes a snippet places the widget in (README, "Modes"). */
export const EMBED_MODES = ['inline', 'iframe', 'modal', 'new-tab'] as const;
export type EmbedMode = (typeof EMBED_MODES)[number];

/** One way of placing a hotel's widget, ready to copy. */
export interface EmbedSnippets {
  /** The loader, once per page (any mode). */
  script: string;
  /** The element per mode, with its space reserved (README's snippets). */
  elements: Record<EmbedMode, string>;
  /** The WordPress plugin's shortcode per mode (integrations/wordpress). */
  shortcodes: Record<EmbedMode, string>;
  /** The WordPress block as the editor stores it, per mode. */
  blocks: Record<EmbedMode, string>;
}

/** Text for an HTML attribute's double quotes. */
const attribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The README's embed snippets for a hotel on a provider (`origin`, no trailing slash): the
 * inline and iframe widgets reserve the first screen's height (`--hotel-booking-min-height`, so
 * the page never moves), the buttons of modal and new-tab their 44 px. The buttons carry no label
 * of their own, so each guest sees the default label in the widget's language.
 */
export function embedSnippets(origin: string, hotelCode: string): EmbedSnippets {
  const code = attribute(hotelCode);
  const reserve = `style="display:block;--hotel-booking-min-height:${firstScreenHeight('100%')}"><span slot="reserve" style="display:block;padding-top:var(--hotel-booking-min-height)"></span>`;
  const button = 'style="display:block;min-height:44px">';
  const element = (mode: EmbedMode): string => {
    const attributes = `hotel-code="${code}"${mode === 'inline' ? '' : ` mode="${mode}"`}`;
    const body = mode === 'inline' || mode === 'iframe' ? reserve : button;
    return `<hotel-booking ${attributes} ${body}</hotel-booking>`;
  };
  const shortcode = (mode: EmbedMode): string =>
    `[hotel_booking hotel_code="${code}"${mode === 'inline' ? '' : ` mode="${mode}"`} /]`;
  const block = (mode: EmbedMode): string =>
    `<!-- wp:hotel-booking/widget ${JSON.stringify(mode === 'inline' ? { hotelCode } : { hotelCode, mode }).replace(/--/g, '\\u002d\\u002d')} /-->`;
  const per = (make: (mode: EmbedMode) => string) =>
    Object.fromEntries(EMBED_MODES.map((mode) => [mode, make(mode)])) as Record<EmbedMode, string>;
  return {
    script: `<script async src="${attribute(origin)}/widget/hotel-booking.js"></script>`,
    elements: per(element),
    shortcodes: per(shortcode),
    blocks: per(block),
  };
}
