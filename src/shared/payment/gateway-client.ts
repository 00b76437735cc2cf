import * as v from 'valibot';
import {
  type CardTokenRequest,
  type CardTokenResponse,
  CardTokenResponseSchema,
} from '../../api/contract/payment.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import { apiErrorFromResponse } from '../../api/errors/from-response.ts';
import { abortedError, invalidResponseError, networkError } from '../../api/errors/local-errors.ts';

/**
 * Sends the card to the payment gateway, and only there (`POST {gateway}/gateway/tokens`): the
 * provider API gets the single-use token. Not through the API client on purpose: the gateway
 * is a separate service outside `/api/v1`, and it must get none of the API's headers (session,
 * member token). Rejects only with an `ApiError` (3004 number, 3005 expiry, 1000 other field).
 */
export async function tokeniseCard(
  gatewayOrigin: string,
  card: CardTokenRequest,
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<CardTokenResponse['data']> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${gatewayOrigin.replace(/\/+$/, '')}/gateway/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(card),
      // The card must never be cached or sent with cookies of the gateway's site.
      cache: 'no-store',
      credentials: 'omit',
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    throw options.signal?.aborted ? abortedError(cause) : networkError(cause);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (!response.ok) throw apiErrorFromResponse(response.status, json, response.statusText);
  const parsed = v.safeParse(CardTokenResponseSchema, json);
  if (!parsed.success) throw invalidResponseError(response.status, v.flatten(parsed.issues));
  return parsed.output.data;
}

/** The card field a gateway refusal points at (3004 number, 3005 expiry, 1000 + field). */
export function gatewayErrorField(
  error: ApiError,
): 'number' | 'expiry' | 'cvc' | 'holder' | undefined {
  if (error.code === 3004) return 'number';
  if (error.code === 3005) return 'expiry';
  const field = (error.payload as { field?: unknown } | undefined)?.field;
  if (field === 'number') return 'number';
  if (field === 'exp_month' || field === 'exp_year') return 'expiry';
  if (field === 'cvc') return 'cvc';
  if (field === 'holder') return 'holder';
  return undefined;
}
