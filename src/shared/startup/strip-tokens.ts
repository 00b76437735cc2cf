import { TOKEN_PARAM_NAMES } from './startup-params.ts';

/**
 * The address without credential parameters (product.md §2 "strip tokens from the address"),
 * or undefined when there was nothing to strip. Takes and returns a path with query and hash
 * (`/booking/result?code=x#top`); the hash is kept as it is.
 */
export function withoutTokens(address: string, customTokenName?: string): string | undefined {
  const [beforeHash = '', hash] = splitOnce(address, '#');
  const [path = '', query] = splitOnce(beforeHash, '?');
  if (query === undefined) return undefined;
  const params = new URLSearchParams(query);
  const names: string[] = [...TOKEN_PARAM_NAMES];
  if (customTokenName) names.push(customTokenName);
  let stripped = false;
  for (const name of names) {
    if (params.has(name)) {
      params.delete(name);
      stripped = true;
    }
  }
  if (!stripped) return undefined;
  const rest = params.toString();
  return `${path}${rest ? `?${rest}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}

/** `a?b?c` → [`a`, `b?c`]; no separator → [whole, undefined]. */
export function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
