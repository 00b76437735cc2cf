import type { ApiError } from '../../api/errors/api-error.ts';
import { wantLaterMessages } from '../../i18n/later-wanted.ts';
import { lazy, Suspense } from '../../react.ts';

// The error catalogue and its message lookup are not part of the first screen: they load with
// the first error shown, and so do the error texts (most are in the locale's later messages,
// which ErrorText looks up by id rather than asking for them, so it waits for them).
const ErrorText = lazy(() =>
  Promise.all([import('./ErrorText.tsx'), wantLaterMessages()]).then(([m]) => ({
    default: m.ErrorText,
  })),
);

/**
 * An error's text (ErrorText) loaded on demand, for first-screen components that show an
 * error only sometimes (the global banner, a screen's load status). Empty while it loads.
 */
export function LazyErrorText({ error }: { error: ApiError }) {
  return (
    <Suspense fallback={null}>
      <ErrorText error={error} />
    </Suspense>
  );
}
