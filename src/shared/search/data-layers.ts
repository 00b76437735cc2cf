import { DEFAULT_DATA_LAYER, isDataLayerName } from '../../rules/data-layer-name.ts';

/** The part of the init settings that names the layers (entries `{ name }`). */
export interface DataLayerSettings {
  data_layers: readonly Record<string, unknown>[];
}

/**
 * Pushes the event onto each global array the hotel's `data_layers` setting names, in order
 * and once each; names that are not identifiers are ignored, and with none left (or no
 * settings yet) the default `dataLayer` is used. A missing layer is created as an array; a
 * global of that name that is not an array (`location`, `name`, a function …) is left alone,
 * so a setting can never make the widget call or overwrite anything but a data layer.
 */
export function pushToDataLayers(
  win: object,
  settings: DataLayerSettings | undefined,
  event: unknown,
): void {
  const globals = win as Record<string, unknown>;
  const names = (settings?.data_layers ?? []).map((layer) => layer.name).filter(isDataLayerName);
  for (const name of new Set(names.length > 0 ? names : [DEFAULT_DATA_LAYER])) {
    if (!(name in globals)) globals[name] = [];
    const layer = globals[name];
    if (Array.isArray(layer)) layer.push(event);
  }
}
