import { wantLaterMessages } from '../i18n/later-wanted.ts';

/**
 * The guest's intent: the moment the widget starts loading what the next step needs (the later
 * messages, the search's code, the results' code). The inline widget sits in a hotel's page that
 * is itself still loading: what the search form does not draw is not downloaded and run then, on
 * every page view, for the few guests who use the widget (issue 23). It waits for the first sign
 * that a guest is reaching for it (see {@link watchIntent}); a guest pointing at "Search" takes
 * longer than loopback or a good connection takes to bring those chunks. The hosted pages are the
 * booking site itself and show intent at once (see create-runtime.ts).
 *
 * Module-wide: the chunks are shared by every widget on the page.
 */

let shown = false;
const listeners = new Set<() => void>();

/** Events that come before any use of the widget: the pointer over it, a touch, the keyboard. */
export const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
] as const;

/** True once intent was shown. */
export const intentShown = (): boolean => shown;

/** The guest (or the address, or a hosted page) showed intent: the next step loads now. */
export function showIntent(): void {
  if (shown) return;
  shown = true;
  void wantLaterMessages();
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/**
 * Runs `load` at once if intent was shown, else when it is. Returns the cancel function (for an
 * effect's cleanup).
 */
export function whenIntent(load: () => void): () => void {
  if (shown) {
    load();
    return () => undefined;
  }
  listeners.add(load);
  return () => {
    listeners.delete(load);
  };
}

/**
 * Shows intent on the first of {@link INTENT_EVENTS} inside `root` (the widget's shadow root:
 * they all bubble out of it, and none comes from the hotel's page). Returns the detach function.
 */
export function watchIntent(root: EventTarget): () => void {
  const options = { capture: true, passive: true } as const;
  const detach = () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onEvent, options);
  };
  function onEvent() {
    detach();
    showIntent();
  }
  if (shown) return () => undefined;
  for (const type of INTENT_EVENTS) root.addEventListener(type, onEvent, options);
  return detach;
}

/** Tests only: no intent yet, no listeners. */
export function resetIntent(): void {
  shown = false;
  listeners.clear();
}
