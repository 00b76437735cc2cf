import type { Kysely } from 'kysely';
import {
  ErrorCode,
  hostedPaymentIssue,
  PayLinkErrorTitle,
  type PayLinkPay,
} from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { paymentMessage } from '../../payments/messages.ts';
import { checkReturnUrl } from '../reservations/booking-rules.ts';
import { authorizeCard, type CardResult } from '../reservations/payment.ts';
import { THREE_DS_TTL_MS } from '../reservations/settle.ts';
import { findLink, type LinkView, notOpen, payUrl } from './links.ts';

/**
 * An attempt whose process died between the claim and the gateway's answer holds the link; after
 * this long (beyond the 30 s authorisation timeout) a new attempt may take it over.
 */
export const STALE_ATTEMPT_MS = 2 * 60_000;

export interface PayOptions {
  now: Date;
  publicOrigin: string;
  /** Origins a 3-D Secure return URL may point to besides the public origin. */
  returnOrigins: readonly string[] | '*';
}

/** A refused card: 402 with the catalogue code and the hosted-payment issue key. */
function refused(code: number): DomainError {
  return new DomainError(
    code,
    402,
    paymentMessage(code),
    'payment',
    { issue: hostedPaymentIssue(code) },
    'payment_failed',
  );
}

const amountChanged = (view: LinkView) =>
  new DomainError(
    ErrorCode.conflict,
    409,
    'payment amount changed, press update',
    undefined,
    { amount: view.amount, currency: view.currency },
    PayLinkErrorTitle.amountChanged,
  );

/** Puts the link back to open after a refused attempt, keeping the code for the page. */
async function reopen(
  db: Kysely<Database>,
  id: number,
  from: LinkView['status'],
  code: number,
  now: Date,
) {
  await db
    .updateTable('payment_links')
    .set({ status: 'open', error_code: code, challenge_url: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .execute();
}

/**
 * Pays a link once. The link is claimed first with a conditional UPDATE (open, not expired, the
 * amount the page showed): of two tabs or two retries only one gets it, the other answers 409
 * `already_paid` / `payment_in_progress`. The gateway is then called with no transaction open
 * (the booking's `authorizeCard`: authorise and capture, or 3-D Secure); a refused card reopens
 * the link with its code so the guest can try another card.
 */
export async function payLink(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  number: string,
  body: PayLinkPay,
  options: PayOptions,
): Promise<LinkView> {
  const { now } = options;
  const view = await findLink(db, number);
  if (body.return_url) checkReturnUrl(body.return_url, options.publicOrigin, options.returnOrigins);
  const staleBefore = new Date(now.getTime() - STALE_ATTEMPT_MS);
  const claimed = await db
    .updateTable('payment_links')
    .set({ status: 'processing', attempt_started_at: now, error_code: null, updated_at: now })
    .where('id', '=', view.id)
    .where('amount', '=', body.expected_amount)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'open'),
        eb.and([eb('status', '=', 'processing'), eb('attempt_started_at', '<', staleBefore)]),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!claimed) {
    const current = await findLink(db, number);
    if (current.status === 'open' && new Date(current.expires_at) > now)
      throw amountChanged(current);
    throw notOpen(current, now);
  }
  let card: CardResult;
  try {
    card = await authorizeCard(gateway, {
      paymentType: 'pre_paid',
      token: body.gateway_token,
      amount: view.amount,
      currency: view.currency,
      returnUrl: body.return_url ?? payUrl(options.publicOrigin, view),
    });
  } catch (error) {
    const code = error instanceof DomainError ? error.code : 3002;
    await reopen(db, view.id, 'processing', code, now);
    throw refused(code);
  }
  await db
    .updateTable('payment_links')
    .set({
      status: card.status === 'pre_3d_secure' ? 'pre_3d_secure' : 'paid',
      gateway: gateway.name,
      gateway_payment_id: card.paymentId,
      card_brand: card.brand,
      card_last4: card.last4,
      challenge_url: card.challengeUrl,
      paid_at: card.status === 'pre_3d_secure' ? null : now,
      updated_at: now,
    })
    .where('id', '=', view.id)
    .where('status', '=', 'processing')
    .execute();
  return findLink(db, number);
}

/**
 * Settles the 3-D Secure answer of a link waiting for it: approved → captured and paid; failed or
 * cancelled (or unanswered for 15 minutes) → the gateway payment is abandoned and the link is
 * open again with the code (3006/3008/3250); `abandon` (the guest closed the dialog) ends an
 * unanswered one as cancelled, while an approval that already arrived still pays. Any other status is answered as it is, so the call
 * is safe to repeat from any tab.
 */
export async function completeLink(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  number: string,
  now: Date,
  /** The guest closed the challenge: an unanswered one ends as cancelled (3008). */
  abandon = false,
): Promise<LinkView> {
  const view = await findLink(db, number);
  const paymentId = view.gateway_payment_id;
  if (view.status !== 'pre_3d_secure' || !paymentId) return view;
  const outcome = await gateway.complete3ds(paymentId);
  let failure: number | null = null;
  if (outcome.status === 'pending') {
    const started = new Date(view.attempt_started_at ?? view.updated_at).getTime();
    const expired = now.getTime() - started >= THREE_DS_TTL_MS;
    if (!(expired || abandon)) return view;
    failure = expired ? 3250 : 3008;
  } else if (outcome.status === 'failed') failure = outcome.code;
  else {
    const captured = await gateway.capture(paymentId);
    if (!captured.ok) failure = captured.code;
  }
  if (failure !== null) {
    await gateway.cancel(paymentId);
    await reopen(db, view.id, 'pre_3d_secure', failure, now);
  } else {
    await db
      .updateTable('payment_links')
      .set({ status: 'paid', paid_at: now, challenge_url: null, updated_at: now })
      .where('id', '=', view.id)
      .where('status', '=', 'pre_3d_secure')
      .execute();
  }
  return findLink(db, number);
}
