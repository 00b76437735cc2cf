import type { WidgetConfig } from '../../../loader/widget-api.ts';

/**
 * The provider API's origin: the `api-base` attribute when the hotel set one, otherwise the
 * origin that served the widget (the loader's).
 */
export function apiBaseOf(config: WidgetConfig): string {
  const assetOrigin = new URL(config.assetBase).origin;
  const attribute = config.attributes['api-base']?.trim();
  return attribute ? new URL(attribute, assetOrigin).origin : assetOrigin;
}
