import { useState } from '../../../react.ts';

/**
 * One button's call to the server: busy while it runs (the button is disabled and says so), and
 * the refusal kept for `FailureAlert` until the next press.
 */
export function useAction(): {
  readonly busy: boolean;
  readonly failure: unknown;
  run<T>(work: () => Promise<T>, done: (answer: T) => void): void;
} {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const run = <T>(work: () => Promise<T>, done: (answer: T) => void) => {
    setBusy(true);
    setFailure(null);
    work().then(
      (answer) => {
        setBusy(false);
        done(answer);
      },
      (error: unknown) => {
        setBusy(false);
        setFailure(error);
      },
    );
  };
  return { busy, failure, run };
}
