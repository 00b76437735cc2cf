import { SEARCH_PARAM_NAMES, STARTUP_PARAM_NAMES } from './startup-params.ts';
import { splitOnce } from './strip-tokens.ts';

/**
 * Something that looks like an e-mail address, also percent-encoded (`%40`). URL separators
 * (`/ ? & = # %`) end the local part, so a path segment is not swallowed. Deliberately loose:
 * a false positive costs a redirect, a false negative leaks personal data to analytics.
 */
const EMAIL = /[\w.!$'*+^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;

/**
 * The confirmation page may carry the guest's e-mail: the find screen looks a reservation up
 * with it. E-mail links never do (they carry a bypass token), see server/services/reservations.
 */
const EXEMPT_PATH = /^\/reservation\/confirmation(\/|$)/;

const LISTED: ReadonlySet<string> = new Set<string>([
  ...STARTUP_PARAM_NAMES,
  ...SEARCH_PARAM_NAMES,
]);

export interface PiiVerdict {
  /** An e-mail-like pattern was found: analytics must be skipped and the leak logged. */
  readonly leaked: boolean;
  /** Where to go instead (replace, not push), or undefined to stay. */
  readonly redirectTo?: string;
}

/** True when the address contains an e-mail-like pattern anywhere (path, query or hash). */
export function containsEmail(address: string): boolean {
  EMAIL.lastIndex = 0;
  return EMAIL.test(safeDecode(address)) || EMAIL.test(address);
}

/**
 * The personal-data guard (product.md §2 "Startup", doc 2 §8): an address with an e-mail-like
 * pattern is a leak. Listed query parameters carrying it are removed and the pattern is cut out
 * of everything else, by redirect, except on /reservation/confirmation. Either way the caller
 * skips analytics and logs the error (`leaked`).
 */
export function guardPersonalData(address: string): PiiVerdict {
  if (!containsEmail(address)) return { leaked: false };
  const [beforeHash = '', hash] = splitOnce(address, '#');
  const [path = '', query] = splitOnce(beforeHash, '?');
  if (EXEMPT_PATH.test(path)) return { leaked: true };
  const params = new URLSearchParams(query ?? '');
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (!containsEmail(value)) kept.append(name, value);
    else if (!LISTED.has(name)) kept.append(name, scrub(value));
  }
  const cleanPath = scrub(safeDecode(path)) || '/';
  const cleanHash = hash === undefined ? '' : scrub(safeDecode(hash));
  const rest = kept.toString();
  return {
    leaked: true,
    redirectTo: `${cleanPath}${rest ? `?${rest}` : ''}${cleanHash ? `#${cleanHash}` : ''}`,
  };
}

function scrub(text: string): string {
  return text.replace(EMAIL, '');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
