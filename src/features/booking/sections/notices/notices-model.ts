import type { AdditionalQuestion } from '../../../../api/contract/catalogue.ts';
import { type VisibilityContext, visibleItems } from '../../../../rules/visibility.ts';

/**
 * The notifications to show (product §5): the hotel's list and its brand's merged (the hotel's
 * list may already carry brand items: each id once, hotel's copy first), notifications only,
 * inside their display window, labelled for the viewer, and brand ones only when labelled for
 * all facilities or this one.
 */
export function visibleNotifications(
  hotelList: readonly AdditionalQuestion[],
  brandList: readonly AdditionalQuestion[],
  ctx: VisibilityContext,
): AdditionalQuestion[] {
  const seen = new Set<string>();
  const merged: AdditionalQuestion[] = [];
  for (const item of [...hotelList, ...brandList]) {
    if (item.kind !== 'notification' || seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return visibleItems(merged, ctx);
}
