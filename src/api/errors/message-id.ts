import type { ApiError } from './api-error.ts';
import { catalogueEntry } from './catalogue.ts';
import { isIdentityExpired, isInvalidClientSession } from './detect.ts';
import { LOCAL_CODES } from './local-codes.ts';

/**
 * The i18n key of the message to show for an error.
 *
 * Order: a catalogued numeric code (`error.code.<N>`); then the client's own failures
 * (network, malformed answer); then session problems; then 5xx as a system error; everything
 * else, including a 429 that never cleared (the spec's "generic processing error"), is
 * `error.generic.processing`.
 */
export function messageIdFor(error: ApiError): string {
  const entry = catalogueEntry(error.code);
  if (entry !== undefined) return entry.messageId;
  if (error.code === LOCAL_CODES.network) return 'error.generic.network';
  if (error.code === LOCAL_CODES.invalidResponse) return 'error.invalidResponse';
  if (error.code === LOCAL_CODES.customLoginFailed) return 'membership.error.customLoginFailed';
  if (error.status === 401 || isInvalidClientSession(error) || isIdentityExpired(error)) {
    return 'error.generic.sessionExpired';
  }
  if (error.status >= 500) return 'error.generic.system';
  return 'error.generic.processing';
}

/**
 * ICU values for the message: the payload fields the catalogue row names (1903's
 * `reservable_period_months`). Missing or non-scalar fields are left out.
 */
export function messageValuesFor(error: ApiError): Record<string, string | number> {
  const names = catalogueEntry(error.code)?.values ?? [];
  const payload = error.payload;
  const values: Record<string, string | number> = {};
  if (payload === null || typeof payload !== 'object') return values;
  for (const name of names) {
    const value: unknown = Reflect.get(payload, name);
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return values;
}
