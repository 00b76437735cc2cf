import { consoleErrorId } from '../api/error-text.ts';
import { useCT } from '../i18n/ConsoleI18n.tsx';
import { Problem } from './Problem.tsx';

/**
 * A refused action (revoke, remove, send again), read out at once: under its section, or
 * `inline` beside the control that failed (as `Problem` draws them).
 */
export function FailureAlert({
  failure,
  inline,
}: {
  readonly failure: unknown;
  readonly inline?: boolean;
}) {
  const t = useCT();
  return <Problem text={failure ? t(consoleErrorId(failure)) : null} inline={inline ?? false} />;
}
