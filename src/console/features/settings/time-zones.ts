/**
 * The time zones a hotel may choose: every IANA zone this browser knows, and the one it has now
 * (kept even where the browser does not list it, so a saved value is never replaced unseen).
 */
export function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = known.includes('UTC') ? known : [...known, 'UTC'];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}
