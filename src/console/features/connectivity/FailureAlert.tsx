import { consoleErrorId } from '../../shared/api/error-text.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';

/** A refused action of a Connectivity section (revoke, remove, send again), read out at once. */
export function FailureAlert({ failure }: { readonly failure: unknown }) {
  const t = useCT();
  return failure ? (
    <p className="cs-alert" role="alert">
      {t(consoleErrorId(failure))}
    </p>
  ) : null;
}
