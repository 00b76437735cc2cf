import type { WidgetModule } from './widget-api.ts';

/** Replaced at build time with the hashed chunk paths, e.g. `chunks/widget-1a2b3c.js`. */
declare const __WIDGET_ENTRY__: string;
declare const __MODES_ENTRY__: string;

const loading = new Map<string, Promise<unknown>>();

/**
 * Imports a chunk from the provider (a CORS module request; one download per page however many
 * elements ask). A failed download may be retried by the next attempt (flaky hotel Wi-Fi).
 */
function loadChunk<T>(path: string, assetBase: string): Promise<T> {
  const url = new URL(path, assetBase).href;
  let promise = loading.get(url);
  if (!promise) {
    promise = import(/* @vite-ignore */ url);
    promise.catch(() => loading.delete(url));
    loading.set(url, promise);
  }
  return promise as Promise<T>;
}

/** The React widget (inline mode, and inside the modal dialog). */
export const loadWidget = (assetBase: string) =>
  loadChunk<WidgetModule>(__WIDGET_ENTRY__, assetBase);

/** The modal dialog and iframe modes: plain DOM code kept out of the loader to keep it small. */
export const loadModes = (assetBase: string) =>
  loadChunk<typeof import('./lazy/index.ts')>(__MODES_ENTRY__, assetBase);
