import type { ApiError } from '../../api/errors/api-error.ts';
import { useT } from '../../i18n/react.tsx';
import type { ReactNode } from '../../react.ts';
import { LazyErrorText } from '../errors/LazyErrorText.tsx';

/**
 * What a screen shows while its data loads (a polite status) or after it failed (the error's
 * translated message as an alert). Renders nothing otherwise.
 */
export function LoadStatus(props: {
  loading: boolean;
  error?: ApiError | undefined;
  loadingText?: string;
  /**
   * The error's text where a feature words some errors its own way (the lottery's); without it,
   * the catalogue's message.
   */
  message?: (error: ApiError) => ReactNode;
}) {
  const t = useT();
  if (props.loading) {
    return (
      <p className="hb-loader" role="status" aria-live="polite">
        {props.loadingText ?? t('app.loading')}
      </p>
    );
  }
  if (!props.error) return null;
  return (
    <p className="hb-error" role="alert">
      {props.message ? props.message(props.error) : <LazyErrorText error={props.error} />}
    </p>
  );
}
