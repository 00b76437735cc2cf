import * as v from 'valibot';
import { type ThreeDsMessage, ThreeDsMessageSchema } from '../../api/contract/payment.ts';

/**
 * The 3-D Secure result posted by the gateway's page in the dialog's iframe, or null when the
 * message must be ignored: another origin than the gateway's, another window than our iframe
 * (any frame on the host page can post to us), or not the result's shape.
 */
export function acceptThreeDsMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { gatewayOrigin: string; frame: Window | null | undefined },
): ThreeDsMessage | null {
  if (event.origin !== expected.gatewayOrigin) return null;
  if (!expected.frame || event.source !== expected.frame) return null;
  const parsed = v.safeParse(ThreeDsMessageSchema, event.data);
  return parsed.success ? parsed.output : null;
}

/** The gateway payment id of a challenge URL (`…/gateway/3ds/{id}`). */
export function challengePaymentId(challengeUrl: string): string | undefined {
  try {
    return new URL(challengeUrl).pathname.split('/').filter(Boolean).pop();
  } catch {
    return undefined;
  }
}

/** The challenge URL in the dialog's frame mode (the gateway then posts its result). */
export function frameChallengeUrl(challengeUrl: string): string {
  const url = new URL(challengeUrl);
  url.searchParams.set('mode', 'frame');
  return url.toString();
}
