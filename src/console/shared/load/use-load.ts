import { useCallback, useEffect, useRef, useState } from '../../../react.ts';
import { isAborted } from '../api/console-client.ts';

/** Where a screen's data is: on its way, failed (with the error), or here. */
export type LoadState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly data: T };

/**
 * Loads a screen's data when it mounts and again whenever `deps` change (a new hotel, a new
 * filter): the previous request is aborted, so a slow old answer never replaces a newer one.
 * `reload()` asks again from a blank screen (after an error); `refresh()` asks again while what is
 * shown stays, replaced only when the answer comes (a change made elsewhere, heard on a live
 * stream: the screen's forms, half-typed text and success lines stay; a failed refresh keeps the
 * data shown, for the next change to ask again); `update()` changes the data in place after a
 * write whose answer already says what it became.
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
  readonly refresh: () => void;
  readonly update: (change: (data: T) => T) => void;
} {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // The round a refresh asked for, and the deps of the last load: a refresh keeps the screen
  // only when it is the whole reason for the next load (new deps show "loading" as ever).
  const quietRound = useRef(-1);
  const lastDeps = useRef<readonly unknown[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const sameDeps =
      lastDeps.current !== null &&
      lastDeps.current.length === deps.length &&
      deps.every((dep, i) => Object.is(dep, lastDeps.current?.[i]));
    lastDeps.current = deps;
    // At most the round the last refresh asked for (the effect may run before that round's
    // render, as Preact schedules it); a reload after it asks for a later round.
    const quiet = sameDeps && round <= quietRound.current;
    if (!quiet) setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAborted(error)) return;
        setState((current) =>
          quiet && current.status === 'ready' ? current : { status: 'error', error },
        );
      },
    );
    return () => controller.abort();
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const refresh = useCallback(
    () =>
      setRound((n) => {
        quietRound.current = n + 1;
        return n + 1;
      }),
    [],
  );
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { state, reload, refresh, update };
}
