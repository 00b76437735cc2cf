import type { ElementConfig, WidgetModule } from './widget-api.ts';

/** Replaced at build time with the hashed chunk paths, e.g. `chunks/widget-1a2b3c.js`. */
declare const __WIDGET_ENTRY__: string;
declare const __MODES_ENTRY__: string;
declare const __BUTTONS_ENTRY__: string;
/**
 * Replaced at build time: the chunks the widget chunk imports statically (rollup's graph), or
 * `null` when it imports none (then the minifier drops the code that asks for them).
 */
declare const __WIDGET_DEPS__: readonly string[] | null;

const loading: Record<string, Promise<unknown>> = {};

/**
 * Imports a chunk from the provider (a CORS module request; one download per page however many
 * elements ask). A failed download may be retried by the next attempt (flaky hotel Wi-Fi): a
 * browser may keep a failed module import in its module map, so the retry is up to us.
 */
function loadChunk<T>(path: string, assetBase: string): Promise<T> {
  const url = new URL(path, assetBase).href;
  loading[url] ??= import(/* @vite-ignore */ url).catch((error: unknown) => {
    delete loading[url];
    throw error;
  });
  return loading[url] as Promise<T>;
}

/**
 * The React widget (inline mode, and inside the modal dialog). The chunks it imports are asked
 * for at the same time, not once it has arrived and been read (a round trip each level); its
 * own imports then find them loaded, and see their failures.
 */
export function loadWidget(config: ElementConfig) {
  if (__WIDGET_DEPS__)
    for (const path of __WIDGET_DEPS__) loadChunk(path, config.assetBase).catch(() => {});
  return loadChunk<WidgetModule>(__WIDGET_ENTRY__, config.assetBase);
}

/** The modal dialog and iframe modes: plain DOM code kept out of the loader to keep it small. */
export const loadModes = (config: ElementConfig) =>
  loadChunk<typeof import('./lazy/index.ts')>(__MODES_ENTRY__, config.assetBase);

/** The modal and new-tab buttons, and the link to the hosted page (loader/buttons). */
export const loadButtons = (config: ElementConfig) =>
  loadChunk<typeof import('./buttons/index.ts')>(__BUTTONS_ENTRY__, config.assetBase);
