import type { ApiError } from '../../api/errors/api-error.ts';
import { toApiError } from '../../api/errors/to-api-error.ts';
import { useState } from '../../react.ts';

export type SubmitResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ApiError };

/** One form's request: whether it runs and why it failed. What was typed stays in the form. */
export interface Submit {
  readonly busy: boolean;
  readonly failure: ApiError | undefined;
  /** Runs `work`; resolves with its value, or with the failure it also keeps. */
  run<T>(work: () => Promise<T>): Promise<SubmitResult<T>>;
  clear(): void;
}

export function useSubmit(): Submit {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | undefined>();
  return {
    busy,
    failure,
    async run(work) {
      setBusy(true);
      setFailure(undefined);
      try {
        return { ok: true, value: await work() };
      } catch (caught) {
        const error = toApiError(caught);
        setFailure(error);
        return { ok: false, error };
      } finally {
        setBusy(false);
      }
    },
    clear: () => setFailure(undefined),
  };
}
