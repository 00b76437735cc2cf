import { newTracingId } from './tracing-id.ts';

/** The spec's header value for `X-App-Version` (doc 2 §9). */
export const DEFAULT_APP_VERSION = '1.196.0';

/** What one try's headers are built from. */
export interface HeaderInput {
  appVersion: string;
  locale: string;
  sessionToken: string | undefined;
  accessToken: string | undefined;
  idempotencyKey: string | undefined;
  extra: Record<string, string | undefined>;
  caller: Record<string, string> | undefined;
}

/**
 * The headers of one HTTP try (doc 2 §7 "Common request behaviour"). The tracing id is new per
 * try so each attempt of a retried request can be found on its own in server logs.
 * `Accept-Language` gets the BCP 47 form (`zh-Hans`), `X-Locale` the app's own code (`zh_Hans`).
 */
export function buildHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Tracing-Id': newTracingId(),
    'X-App-Version': input.appVersion,
  };
  if (input.locale !== '') {
    headers['Accept-Language'] = input.locale.replace(/_/g, '-');
    headers['X-Locale'] = input.locale;
  }
  if (input.sessionToken !== undefined) headers['X-Client-Session'] = input.sessionToken;
  if (input.accessToken !== undefined && input.accessToken !== '') {
    headers.Authorization = `Bearer ${input.accessToken}`;
  }
  if (input.idempotencyKey !== undefined) headers['Idempotency-Key'] = input.idempotencyKey;
  for (const [name, value] of Object.entries(input.extra)) {
    if (value !== undefined && value !== '') headers[name] = value;
  }
  return { ...headers, ...input.caller };
}
