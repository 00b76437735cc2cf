/**
 * Normalises a hotel code the way the spec requires: lower case, with spaces, hyphens and
 * underscores removed. `Sakura-Tokyo`, `sakura_tokyo` and `sakuratokyo` all name one hotel.
 * Shared by the loader, the widget and the server so the rule exists once.
 */
export function normaliseHotelCode(code: string): string {
  return code.toLowerCase().replace(/[\s_-]+/g, '');
}
