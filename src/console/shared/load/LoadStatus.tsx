import type { ReactNode } from '../../../react.ts';
import { consoleErrorId } from '../api/error-text.ts';
import { useCT } from '../i18n/ConsoleI18n.tsx';
import type { LoadState } from './use-load.ts';

/**
 * Draws a `useLoad` state: a polite "Loading…" status while it loads, the error in the staff
 * member's language with "Try again" when it failed, else `children(data)`.
 */
export function LoadStatus<T>({
  state,
  retry,
  children,
}: {
  readonly state: LoadState<T>;
  readonly retry: () => void;
  readonly children: (data: T) => ReactNode;
}) {
  const t = useCT();
  if (state.status === 'loading') {
    return (
      <p className="cs-status" role="status">
        {t('shell.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="cs-alert" role="alert">
        <p>{t(consoleErrorId(state.error))}</p>
        <button type="button" className="cs-button" onClick={retry}>
          {t('shell.retry')}
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
