/**
 * Whether the page needs the locales' later messages (src/i18n/message-groups.ts) yet. The
 * first screen never shows them, so the inline widget does not download them while the hotel's
 * page loads (issue 23): they are wanted once the guest shows intent in the widget
 * (src/app/intent.ts), a later screen or component asks for its code (src/app/lazy-screen.tsx),
 * or a text is drawn that only the later part has (src/i18n/react.tsx).
 *
 * Module-wide, not per widget: the chunks are shared by every widget on the page, and a guest
 * reaching for one widget makes the next texts likely in all of them.
 */

/**
 * Loads the later part for one mounted I18nProvider's locale; resolves once it is in use. Never
 * rejects (load-messages.ts turns a failed load into no messages).
 */
type Listener = () => Promise<unknown>;

let wanted = false;
const listeners = new Set<Listener>();

/** True once something asked for the later messages. */
export const laterWanted = (): boolean => wanted;

/**
 * Asks for the later messages (once; later calls join). Resolves when every mounted provider
 * can translate with them (or gave up on a failed load), so a lazy component drawn after it
 * shows its texts at once instead of ids and a redraw. Never rejects.
 */
export function wantLaterMessages(): Promise<unknown> {
  wanted = true;
  return Promise.all([...listeners].map((listener) => listener()));
}

/**
 * A provider's loader, called at once if the messages are already wanted and on each later
 * {@link wantLaterMessages}. Returns the unsubscribe function.
 */
export function onLaterWanted(listener: Listener): () => void {
  listeners.add(listener);
  if (wanted) void listener();
  return () => {
    listeners.delete(listener);
  };
}

/** Tests only: back to "not wanted", no listeners. */
export function resetLaterWanted(): void {
  wanted = false;
  listeners.clear();
}
