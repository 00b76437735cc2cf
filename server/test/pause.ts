/**
 * Holds a call in the middle so a test can act while it is in flight: the call awaits
 * `pause()`, the test awaits `reached` (the call has arrived) and then `release()`s it.
 */
export interface Pause {
  /** Awaited by the paused call: signals its arrival, then waits for `release()`. */
  pause(): Promise<void>;
  /** Resolves once a call has reached `pause()`. */
  reached: Promise<void>;
  /** Lets every paused call go on. */
  release(): void;
}

/** A fresh {@link Pause}. */
export function createPause(): Pause {
  let arrived: () => void = () => {};
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    pause: () => {
      arrived();
      return released;
    },
    reached,
    release: () => release(),
  };
}
