import type { ApiError } from '../../api/errors/api-error.ts';
import { useIntl } from '../../i18n/react.tsx';
import { errorMessage } from './error-message.ts';

/** An error's guest-facing text in the active locale (see errorMessage). */
export function ErrorText({ error }: { error: ApiError }) {
  return <>{errorMessage(useIntl(), error)}</>;
}
