import { useCallback, useEffect, useState } from '../../../react.ts';
import { isAborted } from '../api/console-client.ts';

/** Where a screen's data is: on its way, failed (with the error), or here. */
export type LoadState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly data: T };

/**
 * Loads a screen's data when it mounts and again whenever `deps` change (a new hotel, a new
 * filter): the previous request is aborted, so a slow old answer never replaces a newer one.
 * `reload()` asks again (after an error, or a change made elsewhere); `update()` changes the
 * data in place after a write whose answer already says what it became.
 *
 * @example
 * const { state, reload } = useLoad((signal) => call(listStaff, { signal }), [call]);
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): {
  readonly state: LoadState<T>;
  readonly reload: () => void;
  readonly update: (change: (data: T) => T) => void;
} {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAborted(error)) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { state, reload, update };
}
