/**
 * The message the /sso/custom/callback pop-up sends its opener (the inline widget): the
 * one-time code of an external sign-in. The opener checks the sender's origin and window.
 */
export const SSO_MESSAGE_TYPE = 'hotel-booking:sso';

export interface SsoMessage {
  readonly type: typeof SSO_MESSAGE_TYPE;
  readonly code?: string;
  readonly error?: string;
}

/** The code of a pop-up's message if it is one (from the expected origin and window). */
export function ssoResult(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown },
): SsoMessage | undefined {
  if (event.origin !== expected.origin || event.source !== expected.source) return undefined;
  const data = event.data as Partial<SsoMessage> | null;
  if (!data || data.type !== SSO_MESSAGE_TYPE) return undefined;
  const message: { -readonly [K in keyof SsoMessage]: SsoMessage[K] } = { type: SSO_MESSAGE_TYPE };
  if (typeof data.code === 'string') message.code = data.code;
  if (typeof data.error === 'string') message.error = data.error;
  return message;
}

/** The `opener` query value as a postMessage target origin, or null when it is not an origin. */
export function openerTarget(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
      ? url.origin
      : null;
  } catch {
    return null;
  }
}

/**
 * Where the provider sends the browser back: the hosted app's callback page, with the hotel
 * code the hosted app starts from.
 */
export function callbackUrl(origin: string, hotelCode?: string): string {
  const page = `${origin.replace(/\/+$/, '')}/sso/custom/callback`;
  return hotelCode ? `${page}?${new URLSearchParams({ code: hotelCode })}` : page;
}

/** Session storage key of the in-app path to return to after a hosted external sign-in. */
export const SSO_RETURN_KEY = 'hotel-booking:sso-return';
