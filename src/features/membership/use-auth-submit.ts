import type { ApiError } from '../../api/errors/api-error.ts';
import { toApiError } from '../../api/errors/to-api-error.ts';
import { useIntl } from '../../i18n/react.tsx';
import { useState } from '../../react.ts';
import { authErrorText } from './auth-errors.ts';

/** One form's request: whether it runs and its translated failure. Typed values stay put. */
export interface AuthSubmit {
  readonly busy: boolean;
  readonly failure: string | undefined;
  /** Runs `work`; undefined (and the failure kept) when it was refused. */
  run<T>(work: () => Promise<T>, onError?: (error: ApiError) => boolean): Promise<T | undefined>;
  clear(): void;
}

export function useAuthSubmit(): AuthSubmit {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  return {
    busy,
    failure,
    async run(work, onError) {
      setBusy(true);
      setFailure(undefined);
      try {
        return await work();
      } catch (caught) {
        const error = toApiError(caught);
        // onError true: the screen showed the refusal itself (at a field).
        if (!onError?.(error)) setFailure(authErrorText(intl, error));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    clear: () => setFailure(undefined),
  };
}
