import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { guardPersonalData } from '../../shared/startup/pii-guard.ts';
import { readStartupParams, type StartupParams } from '../../shared/startup/startup-params.ts';
import { splitOnce, withoutTokens } from '../../shared/startup/strip-tokens.ts';
import { rewriteAddress } from '../rewrite-location.ts';
import { startsPastSearchForm } from './deep-link.ts';
import { inlineStartupQuery } from './startup-query.ts';

/** The address work done before the app renders, and what it found. */
export interface PreparedStart {
  /** Parameters read after the PII guard and before tokens were stripped. */
  readonly params: StartupParams;
  /** The address to continue from (rewritten, PII removed, tokens stripped). */
  readonly address: string;
  /** The address had an e-mail-like pattern: skip analytics and log it. */
  readonly leaked: boolean;
  /**
   * Inline: the address is a later screen or a search (a deep link), not the empty search form
   * (see deep-link.ts). Hosted: always false (not asked).
   */
  readonly pastSearchForm?: boolean;
}

/**
 * Hosted app: legacy/`//?`/code rewrites, then the PII guard, then read the parameters, then
 * strip the tokens. The caller replaces the browser's address with `address` if it changed.
 */
export function prepareHosted(address: string, hotelCode: string): PreparedStart {
  const rewritten = rewriteAddress(address, hotelCode) ?? address;
  const pii = guardPersonalData(rewritten);
  const clean = pii.redirectTo ?? rewritten;
  const [beforeHash = ''] = splitOnce(clean, '#');
  const params = readStartupParams(splitOnce(beforeHash, '?')[1] ?? '');
  return { params, address: withoutTokens(clean) ?? clean, leaked: pii.leaked };
}

/**
 * Inline widget: the parameters come from the attributes and the host page's deep link; the
 * host page's address is not ours to change, but the widget's own memory location starts
 * from a cleaned `initialPath`.
 */
export function prepareInline(config: WidgetConfig): PreparedStart {
  const pii = guardPersonalData(config.initialPath);
  const initialPath = pii.redirectTo ?? config.initialPath;
  const params = readStartupParams(inlineStartupQuery({ ...config, initialPath }));
  const address = withoutTokens(initialPath) ?? initialPath;
  return { params, address, leaked: pii.leaked, pastSearchForm: startsPastSearchForm(address) };
}

/** The spec's "error is logged" for a PII leak; the address itself is not logged. */
export function logLeak(): void {
  console.error(
    'hotel-booking: personal data (an e-mail address) found in the address; removed, analytics off',
  );
}
