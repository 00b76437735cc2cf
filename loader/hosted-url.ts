import { searchOf } from './attributes.ts';
import type { ElementConfig } from './widget-api.ts';

/**
 * The hosted app's address for iframe and new-tab modes: the deep-linked or default path, with
 * the hotel code, locale, currency and search prefill as the spec's query parameters.
 * Theme attributes are not sent: the hosted app takes its look from the hotel's settings.
 */
export function hostedUrl(config: ElementConfig, extra: Record<string, string> = {}): string {
  // The hosted app is served by the provider that served the loader.
  const url = new URL(config.initialPath, config.assetBase);
  const params = url.searchParams;
  params.set('code', config.hotelCode);
  if (config.locale) params.set('locale', config.locale);
  if (config.currency) params.set('currency', config.currency);
  for (const [key, value] of Object.entries({ ...searchOf(config.attributes), ...extra })) {
    if (!params.has(key)) params.set(key, value);
  }
  return url.href;
}
