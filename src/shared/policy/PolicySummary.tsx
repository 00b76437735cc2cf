import type { CancellationPolicy } from '../../api/contract/index.ts';
import { useT } from '../../i18n/react.tsx';
import { addWidgetStyles } from '../styles/widget-css.ts';
import { POLICY_CSS } from './policy-css.ts';
import { policySummaryMessage } from './policy-lines.ts';

addWidgetStyles(POLICY_CSS);

/** One line for a plan: the strictest free-cancellation deadline of `policy`. */
export function PolicySummary({ policy }: { policy: CancellationPolicy }) {
  const t = useT();
  const message = policySummaryMessage(policy);
  return <p className="hb-pol-summary">{t(message.id, message.values)}</p>;
}
