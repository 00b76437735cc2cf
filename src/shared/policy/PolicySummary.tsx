import type { CancellationPolicy } from '../../api/contract/index.ts';
import { useT } from '../../i18n/react.tsx';
import { policySummaryMessage } from './policy-lines.ts';

/** One line for a plan: the strictest free-cancellation deadline of `policy`. */
export function PolicySummary({ policy }: { policy: CancellationPolicy }) {
  const t = useT();
  const message = policySummaryMessage(policy);
  return <p className="hb-pol-summary">{t(message.id, message.values)}</p>;
}
