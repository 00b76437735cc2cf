import { readFileSync } from 'node:fs';
import type { App } from '../../app.ts';

/** An official example request of the standard (examples/README.md). */
export function officialExample(name: string): string {
  return readFileSync(new URL(`./examples/${name}.xml`, import.meta.url), 'utf8');
}

export interface AlpineBitsAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * A channel manager's request as the standard has it (multipart form `action` + `request`,
 * Basic credentials, protocol version header), for tests, benches and the journey.
 */
export function alpineBitsRequest(
  credentials: { username: string; password: string },
  action: string,
  request: string | null,
  version: string | null = '2020-10',
): RequestInit {
  const form = new FormData();
  form.set('action', action);
  if (request !== null) form.set('request', request);
  const headers: Record<string, string> = {
    Authorization: `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`,
  };
  if (version !== null) headers['X-AlpineBits-ClientProtocolVersion'] = version;
  return { method: 'POST', headers, body: form };
}

/** Sends one request to an app in-process. */
export async function sendAlpineBits(
  app: App,
  ...args: Parameters<typeof alpineBitsRequest>
): Promise<AlpineBitsAnswer> {
  const res = await app.request('/alpinebits', alpineBitsRequest(...args));
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    body: await res.text(),
  };
}
