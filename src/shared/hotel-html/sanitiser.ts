type Sanitiser = typeof import('../../lib/sanitize-html.ts');

let loaded: Sanitiser | undefined;
let loading: Promise<Sanitiser> | undefined;

/**
 * The sanitiser chunk (DOMPurify, about 9 KB gzip): fetched only for a hotel that has header,
 * footer or notice HTML, once per page; a failed download is tried again by the next caller.
 */
export function loadSanitiser(): Promise<Sanitiser> {
  loading ??= import('../../lib/sanitize-html.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The sanitiser if it has arrived: then hotel HTML is drawn in the same frame as its box. */
export const loadedSanitiser = (): Sanitiser | undefined => loaded;

/**
 * Runs `use` with the sanitiser: at once when it has arrived (the same frame), else when it
 * does (a failed download is left for the next caller).
 */
export function withSanitiser(use: (sanitiser: Sanitiser) => void): void {
  if (loaded) use(loaded);
  else void loadSanitiser().then(use, () => undefined);
}

/**
 * For startup: the sanitiser's download when any of `html` (the header and footer HTML of the
 * attributes or the settings, the settings' header and footer CSS) is set, never failing; else
 * undefined. Startup waits for it before it shows the first screen, so the hotel's header comes
 * with that screen instead of pushing it down a moment later (a layout shift inside the widget, issue 23).
 */
export function sanitiserFor(...html: (string | undefined)[]): Promise<unknown> | undefined {
  return html.some((value) => value?.trim()) ? loadSanitiser().catch(() => undefined) : undefined;
}
