import { useCallback, useEffect, useState } from '../../react.ts';
import type { ConsoleRoute, ConsoleScreen } from '../routes.ts';

const loaded = new Map<ConsoleRoute, ConsoleScreen>();

type ScreenState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly Screen: ConsoleScreen };

/**
 * A route's screen, loading its chunk the first time (then kept, and drawn at once). A chunk
 * that fails to arrive (a flaky line, a deploy that replaced it) is `failed`, and `retry` asks
 * again; no error boundary needed.
 */
export function useScreen(route: ConsoleRoute | undefined): {
  readonly state: ScreenState;
  readonly retry: () => void;
} {
  // Per route: an answer for another route than the one now shown is never used.
  const [outcome, setOutcome] = useState<{ route: ConsoleRoute; failed: boolean } | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!route || loaded.has(route)) return;
    let active = true;
    route.load().then(
      (Screen) => {
        loaded.set(route, Screen);
        if (active) setOutcome({ route, failed: false });
      },
      () => {
        if (active) setOutcome({ route, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [route, round]);
  const retry = useCallback(() => {
    setOutcome(null);
    setRound((n) => n + 1);
  }, []);
  const Screen = route && loaded.get(route);
  if (Screen) return { state: { status: 'ready', Screen }, retry };
  if (outcome && outcome.route === route && outcome.failed)
    return { state: { status: 'failed' }, retry };
  return { state: { status: 'loading' }, retry };
}
