import type { BookingWidgetSettings } from '../../src/api/contract/index.ts';
import { MCP_EXCLUDED_BRAND_IDS } from '../../src/rules/mcp.ts';
import type { Hotel } from './hotels.ts';

/** The widget's text colour for a hotel that never chose one. */
export const DEFAULT_FONT_COLOUR = '#222222';

/**
 * The hotel's chatbot bridge (init settings' `chatbot_setting`): as set in the console (issue 38),
 * else on for every brand but the excluded ids, the same two as multi-currency (product.md §6).
 */
export function chatbotOf(hotel: Hotel): BookingWidgetSettings['chatbot_setting'] {
  return (
    hotel.settings.chatbot ??
    (MCP_EXCLUDED_BRAND_IDS.includes(hotel.brand_id)
      ? { is_active: false, platforms: [] }
      : { is_active: true, platforms: ['desktop', 'mobile'] })
  );
}
