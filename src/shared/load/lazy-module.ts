/** A module fetched on demand (its own chunk) that, once it has arrived, is used at once. */
export interface LazyModule<M> {
  /** Starts loading it (once; a failed load is forgotten, so the next call tries again). */
  load(): Promise<M>;
  /**
   * The module if it has arrived. A guest's press can then run its code in the press itself:
   * `import()` answers a task or more later even for a module already run (in Chromium, after
   * the next frame at times), and a search's request waited about 10 ms for it.
   */
  loaded(): M | undefined;
}

/** Wraps `load` (an `import()`) as a {@link LazyModule}. */
export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () =>
      (pending ??= load().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}
