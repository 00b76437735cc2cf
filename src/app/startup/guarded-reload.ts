const KEY = 'hotel-booking:reloaded-at';
const WINDOW_MS = 30_000;

/**
 * Reloads the page after the server called the client session invalid (doc 2 §8), at most once
 * per 30 seconds: a server that keeps rejecting new sessions must not cause a reload loop.
 */
export function guardedReload(): void {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < WINDOW_MS) return;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // No session storage (sandboxed frame): reload once anyway; the next failure shows an error.
  }
  location.reload();
}
