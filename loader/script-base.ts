/**
 * The folder URL the loader was served from, e.g. `https://provider.example/widget/`. Chunks are
 * imported from there and the API defaults to its origin. `currentScript` is set while any
 * classic script runs (async or inserted by a tag manager); it must be read at start-up.
 */
export const findScriptBase = (): string =>
  new URL('.', (document.currentScript as HTMLScriptElement | null)?.src || document.baseURI).href;
