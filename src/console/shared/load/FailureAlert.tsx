import { consoleErrorId } from '../api/error-text.ts';
import { useCT } from '../i18n/ConsoleI18n.tsx';

/** A refused action (revoke, remove, send again), read out at once. */
export function FailureAlert({ failure }: { readonly failure: unknown }) {
  const t = useCT();
  return failure ? (
    <p className="cs-alert" role="alert">
      {t(consoleErrorId(failure))}
    </p>
  ) : null;
}
