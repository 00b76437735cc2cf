import * as v from 'valibot';

type Answer = v.GenericSchema;

/** What an agency call needs: its path under `/api/ota/v1` and the answer's schema. */
interface OtaCall<S extends Answer> {
  path: string;
  response: S;
}

/**
 * Calls the agency API (`/api/ota/v1`, public: no client session, unlike the hotel API's
 * client) and parses the answer with the contract's schema. A failure rejects (`useLoad` makes
 * it an ApiError for `LoadStatus`).
 */
export async function otaFetch<S extends Answer>(
  apiBase: string,
  call: OtaCall<S>,
  options: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
): Promise<v.InferOutput<S>> {
  const path = call.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(options.params?.[name] ?? ''),
  );
  const url = new URL(path, apiBase);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== '') url.searchParams.set(key, value);
  }
  // A GET is a simple request (no preflight from a hotel's page); a POST sends JSON.
  const response = await fetch(
    url,
    options.body === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(options.body),
        },
  );
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // safeParse, as the first screen's client does: `v.parse` would add valibot's error class to
  // the first screen's chunk (valibot is one module).
  const parsed = v.safeParse(call.response, await response.json());
  if (!parsed.success) throw new Error(`Unexpected answer from ${call.path}`);
  return parsed.output;
}

/**
 * The provider that serves the widget's files also serves the agency site and its API: its
 * origin from this chunk's own address (the inline widget runs on the hotel's page).
 */
export const agencyOrigin = (): string => new URL(import.meta.url).origin;
