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
  const flight = flightReason(error);
  if (flight) return `booking.flight.${flight}`;
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
  if (flightReason(error)) return { limit: Number(payloadField(error, 'room_limit') ?? 5) };
  const values: Record<string, string | number> = {};
  if (payload === null || typeof payload !== 'object') return values;
  for (const name of names) {
    const value: unknown = Reflect.get(payload, name);
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return values;
}

/**
 * A stay-plus-flight refusal (9422 with `payload.reason`, product.md §5): no undated search
 * and at most 5 rooms with a flight.
 */
function flightReason(error: ApiError): string | undefined {
  const reason = payloadField(error, 'reason');
  return error.code === 9422 && (reason === 'flight_room_limit' || reason === 'flight_undated')
    ? reason
    : undefined;
}

/** One field of the error's payload, whatever its shape. */
function payloadField(error: ApiError, name: string): unknown {
  const payload = error.payload;
  return payload !== null && typeof payload === 'object' ? Reflect.get(payload, name) : undefined;
}
