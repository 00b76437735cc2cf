import { PaymentErrorCode } from '../../src/api/contract/index.ts';
import type { AuthorizeResult, CaptureMethod, PaymentGateway, SaveWhilePaying } from './gateway.ts';

/** How long an authorisation may take before the booking answers 3001 (no payment taken). */
export const AUTHORIZE_TIMEOUT_MS = 30_000;

/**
 * `gateway.authorize` bounded in time. When the gateway answers after the deadline, whatever it
 * authorised is cancelled, so a timed-out booking never leaves money taken.
 */
export async function authorizeWithTimeout(
  gateway: PaymentGateway,
  args: {
    token: string;
    amount: number;
    currency: string;
    returnUrl: string;
    capture?: CaptureMethod;
    save?: SaveWhilePaying | undefined;
  },
  timeoutMs = AUTHORIZE_TIMEOUT_MS,
): Promise<AuthorizeResult> {
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const attempt = gateway.authorize(
    args.token,
    args.amount,
    args.currency,
    args.returnUrl,
    args.capture ?? 'manual',
    ...(args.save ? [args.save] : []),
  );
  const deadline = new Promise<AuthorizeResult>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      resolve({ status: 'failed', code: PaymentErrorCode.timeout });
    }, timeoutMs);
  });
  void attempt.then(
    (late) => {
      if (timedOut && late.status !== 'failed') void gateway.cancel(late.paymentId);
    },
    () => {},
  );
  try {
    return await Promise.race([
      attempt.catch((): AuthorizeResult => ({ status: 'failed', code: PaymentErrorCode.failed })),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
