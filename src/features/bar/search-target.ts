/**
 * The booking bar's `search-target` (README, "The booking bar"). Here, with the bar's own chunk:
 * a module the inline widget's first chunk also imported would be carried by that chunk.
 */

/** Where the bar's Search sends the guest (`search-target`). */
export type SearchTarget = 'results' | 'modal' | 'new-tab' | 'hosted';

/** The element's `search-target`: results below the bar in the page unless it says otherwise. */
export function searchTarget(attributes: Record<string, string>): SearchTarget {
  const target = attributes['search-target']?.trim();
  return target === 'modal' || target === 'new-tab' || target === 'hosted' ? target : 'results';
}
