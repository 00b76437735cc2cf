import type { WidgetConfig } from '../../../loader/widget-api.ts';

/**
 * The query the app starts from. Hosted: its own address. Inline: there is no address of its
 * own, so the element's attributes (search prefill, locale, currency, hotel code) and the host
 * page's deep link (already in `initialPath`) stand in for it; the deep link wins over
 * attributes, as a link is the more specific request.
 */
export function inlineStartupQuery(config: WidgetConfig): URLSearchParams {
  const query = new URLSearchParams();
  if (config.hotelCode) query.set('code', config.hotelCode);
  if (config.locale) query.set('locale', config.locale);
  if (config.currency) query.set('currency', config.currency);
  for (const [name, value] of Object.entries(config.search)) query.set(name, value);
  const linked = new URLSearchParams(config.initialPath.split('?')[1] ?? '');
  for (const [name, value] of linked) query.set(name, value);
  return query;
}
