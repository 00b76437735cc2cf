import type { ApiError } from '../../api/errors/api-error.ts';
import { useIntl } from '../../i18n/react.tsx';
import { useState } from '../../react.ts';
import { lockProblem, manageErrorText } from './manage-errors.ts';

/** What a manage step's request shows: its failure, whether it runs, and the 3014 reload. */
export interface StepRequest {
  readonly failure: string | undefined;
  readonly busy: boolean;
  /** The server said the reservation changed since (3014): offer to load it again. */
  readonly stale: boolean;
  /** It was loaded again: say so until the next attempt. */
  readonly reloaded: boolean;
  /** Clears what the last attempt said (a new attempt begins). */
  reset(): void;
  /** A request is sent: clears the last attempt's messages and disables the buttons. */
  start(): void;
  /** The request was refused: the catalogue's message (and the reload after a 3014). */
  fail(error: ApiError): void;
  /** The request was refused with a message of the step's own (a new fee or price). */
  failWith(message: string): void;
  /** The reservation was loaded again after a 3014. */
  reloadDone(): void;
}

/**
 * The state every manage step keeps around its one request. What the guest typed lives in the
 * step, untouched by any of this: a failure never clears a field.
 */
export function useStepRequest(): StepRequest {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const reset = () => {
    setFailure(undefined);
    setStale(false);
    setReloaded(false);
  };
  return {
    failure,
    busy,
    stale,
    reloaded,
    reset,
    start() {
      reset();
      setBusy(true);
    },
    fail(error) {
      // 3013/3016 (busy elsewhere): the same input can be sent again; 3014: reload first.
      setStale(lockProblem(error) === 'changed');
      setFailure(manageErrorText(intl, error));
      setBusy(false);
    },
    failWith(message) {
      setFailure(message);
      setBusy(false);
    },
    reloadDone() {
      setStale(false);
      setFailure(undefined);
      setReloaded(true);
    },
  };
}
