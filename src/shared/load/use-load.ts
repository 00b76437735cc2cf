import type { ApiError } from '../../api/errors/api-error.ts';
import { toApiError } from '../../api/errors/to-api-error.ts';
import { useCallback, useEffect, useRef, useState } from '../../react.ts';

/** Where a load stands: under way, failed with the API's error, or done with its value. */
export type LoadState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: ApiError }
  | { readonly status: 'ready'; readonly value: T };

/** What {@link useLoad} gives a component: the state, its parts, and ways to change it. */
export interface Load<T> {
  readonly state: LoadState<T>;
  /** True while loading: the `loading` prop of `LoadStatus`. */
  readonly loading: boolean;
  /** The failure, if the last load failed: the `error` prop of `LoadStatus`. */
  readonly error: ApiError | undefined;
  /** The loaded value, if the last load succeeded. */
  readonly value: T | undefined;
  /** Loads again with the same dependencies (a retry button). */
  readonly reload: () => void;
  /**
   * Shows a value the component got elsewhere (a write's answer) as loaded, and drops the answer
   * of any load still under way so it cannot overwrite it.
   */
  readonly replace: (value: T) => void;
}

/**
 * Fetch, show loading/error, ignore stale answers. Runs `load` when the component mounts and
 * again whenever one of `deps` changes (as `useEffect` compares them); answers that arrive after
 * the dependencies changed, after a `reload`/`replace`, or after unmount are dropped, and the
 * signal given to `load` is aborted then, so a request can stop. A failure becomes an
 * `ApiError` (`toApiError`). With `load` set to `null` (nothing to load yet: a screen waiting
 * for settings) nothing starts and the state stays as it was.
 *
 * `load` itself is not a dependency (it is usually a new closure on every render): list what it
 * reads in `deps`.
 */
export function useLoad<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  deps: readonly unknown[],
): Load<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The abort of the load whose answer may still be shown; anything else is stale.
  const current = useRef<AbortController | undefined>(undefined);
  const latest = useRef(load);
  latest.current = load;
  const skipped = load === null;

  // The caller's deps decide when to load; `attempt` asks for a reload.
  useEffect(() => {
    const run = latest.current;
    if (run === null) return;
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'loading' });
    let answer: Promise<T>;
    try {
      answer = run(controller.signal);
    } catch (thrown) {
      // A loader that throws before it returns a promise fails like one that rejects.
      answer = Promise.reject(thrown);
    }
    answer.then(
      (value) => {
        if (current.current === controller) setState({ status: 'ready', value });
      },
      (failure: unknown) => {
        if (current.current === controller) {
          setState({ status: 'failed', error: toApiError(failure) });
        }
      },
    );
    return () => {
      controller.abort();
      if (current.current === controller) current.current = undefined;
    };
  }, [...deps, skipped, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((value: T) => {
    current.current?.abort();
    current.current = undefined;
    setState({ status: 'ready', value });
  }, []);

  return {
    state,
    loading: state.status === 'loading',
    error: state.status === 'failed' ? state.error : undefined,
    value: state.status === 'ready' ? state.value : undefined,
    reload,
    replace,
  };
}
