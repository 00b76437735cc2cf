import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  type CreatePayLink,
  ErrorCode,
  type HotelPayLink,
  hostedPaymentIssue,
  type PayLink,
  PayLinkErrorTitle,
  type PayLinkStatus,
  type UpdatePayLink,
} from '../../../src/api/contract/index.ts';
import { isCurrencyCode } from '../../../src/rules/currencies.ts';
import type { Database, PaymentLinkTable } from '../../db/schema.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import { mailLocale } from '../../mail/messages/index.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import type { Hotel } from '../hotels.ts';

export type LinkRow = Selectable<PaymentLinkTable>;

/** A link with what its page shows besides the row: the hotel and the reservation number. */
export interface LinkView extends LinkRow {
  hotel_code: string;
  hotel_name: string;
  /** The hotel's IANA time zone: the page gives the link's end in it, as the e-mail does. */
  hotel_time_zone: string;
  reservation_number: string | null;
}

/** How long a link may be paid when the hotel does not say (hours). */
export const DEFAULT_EXPIRY_HOURS = 72;

// 32 symbols: each random byte's low five bits pick one without bias (100 bits in 20 characters).
const SYMBOLS = '0123456789ABCDEFGHJKLMNPQRSTUVWX';

/** `PL` and 20 random characters: the number is the link's only secret, so it is unguessable. */
export function newPaymentNumber(): string {
  return `PL${Array.from(randomBytes(20), (b) => SYMBOLS[b & 31]).join('')}`;
}

export const notFound = () =>
  new DomainError(
    ErrorCode.notFound,
    404,
    'payment record not found',
    undefined,
    undefined,
    PayLinkErrorTitle.notFound,
  );

/** The status the page shows: an open link past its end is expired. */
export function viewStatus(row: LinkRow, now: Date): PayLinkStatus {
  return row.status === 'open' && new Date(row.expires_at) <= now ? 'expired' : row.status;
}

const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();

/** The hosted page's view (no e-mail address: links get forwarded). */
export function presentLink(view: LinkView, now: Date): PayLink {
  const status = viewStatus(view, now);
  return {
    payment_number: view.payment_number,
    hotel_code: view.hotel_code,
    hotel_name: view.hotel_name,
    time_zone: view.hotel_time_zone,
    amount: view.amount,
    currency: view.currency,
    description: view.description,
    reservation_number: view.reservation_number,
    status,
    expires_at: new Date(view.expires_at).toISOString(),
    paid_at: iso(view.paid_at),
    card_brand: view.card_brand,
    card_last4: view.card_last4,
    challenge_url: status === 'pre_3d_secure' ? view.challenge_url : null,
    error_code: view.error_code,
    issue: view.error_code === null ? null : hostedPaymentIssue(view.error_code),
    refunded_amount: view.refunded_amount,
  };
}

/** The link the guest gets: the hosted page in the hotel's app, in the guest's language. */
export function payUrl(publicOrigin: string, view: LinkView): string {
  const q = new URLSearchParams({ code: view.hotel_code, locale: mailLocale(view.locale) });
  return `${publicOrigin}/payments/${view.payment_number}?${q}`;
}

export function presentHotelLink(view: LinkView, now: Date, publicOrigin: string): HotelPayLink {
  return {
    ...presentLink(view, now),
    email: view.email,
    locale: view.locale,
    url: payUrl(publicOrigin, view),
    created_at: new Date(view.created_at).toISOString(),
  };
}

/** A link by its number with its hotel and reservation; 404 "payment record not found". */
export async function findLink(db: Kysely<Database>, number: string): Promise<LinkView> {
  const view = await db
    .selectFrom('payment_links as l')
    .innerJoin('hotels as h', 'h.id', 'l.hotel_id')
    .leftJoin('reservations as r', 'r.id', 'l.reservation_id')
    .selectAll('l')
    .select([
      'h.code as hotel_code',
      'h.name as hotel_name',
      'h.time_zone as hotel_time_zone',
      'r.number as reservation_number',
    ])
    .where('l.payment_number', '=', number)
    .executeTakeFirst();
  if (!view) throw notFound();
  return view;
}

/** One of this hotel's links (another hotel's is "not found", as an unknown one). */
export async function findHotelLink(
  db: Kysely<Database>,
  hotel: Hotel,
  number: string,
): Promise<LinkView> {
  const view = await findLink(db, number);
  if (view.hotel_id !== hotel.id) throw notFound();
  return view;
}

/** Creates a link for `hotel` (its currency and language unless the body says otherwise). */
export async function createLink(
  db: Kysely<Database>,
  hotel: Hotel,
  body: CreatePayLink,
  now: Date,
): Promise<LinkView> {
  const currency = body.currency ?? hotel.currency;
  if (!isCurrencyCode(currency)) throw invalid('currency', 'is not a supported currency');
  let reservationId: number | null = null;
  if (body.reservation_number !== undefined) {
    const reservation = await db
      .selectFrom('reservations')
      .select(['id', 'status'])
      .where('hotel_id', '=', hotel.id)
      .where('number', '=', body.reservation_number)
      .executeTakeFirst();
    if (!reservation) throw invalid('reservation_number', 'is not a reservation of this hotel');
    if (reservation.status === 'cancelled')
      throw invalid('reservation_number', 'is a cancelled reservation');
    reservationId = reservation.id;
  }
  const hours = body.expires_in_hours ?? DEFAULT_EXPIRY_HOURS;
  const row = await db
    .insertInto('payment_links')
    .values({
      payment_number: newPaymentNumber(),
      hotel_id: hotel.id,
      reservation_id: reservationId,
      amount: body.amount,
      currency,
      description: body.description,
      email: body.email,
      locale: body.locale ?? mailLocale(hotel.locale),
      status: 'open',
      expires_at: new Date(now.getTime() + hours * 3_600_000),
      created_at: now,
      updated_at: now,
    })
    .returning('payment_number')
    .executeTakeFirstOrThrow();
  return findLink(db, row.payment_number);
}

/** 409 for a link that is not open any more, saying why. */
export function notOpen(view: LinkView, now: Date): DomainError {
  const status = viewStatus(view, now);
  if (status === 'paid')
    return new DomainError(
      ErrorCode.conflict,
      409,
      'This payment has already been made',
      undefined,
      { status },
      PayLinkErrorTitle.alreadyPaid,
    );
  if (status === 'processing' || status === 'pre_3d_secure')
    return new DomainError(
      ErrorCode.conflict,
      409,
      'A payment attempt is in progress',
      undefined,
      { status },
      PayLinkErrorTitle.inProgress,
    );
  return new DomainError(
    3780,
    410,
    `This payment link is ${status}`,
    undefined,
    { status },
    PayLinkErrorTitle.closed,
  );
}

/**
 * Changes the amount and/or the end of an open link; an open page then gets 409 "amount
 * changed" (or shows the link expired).
 */
export async function updateLink(
  db: Kysely<Database>,
  view: LinkView,
  change: UpdatePayLink,
  now: Date,
): Promise<LinkView> {
  const row = await db
    .updateTable('payment_links')
    .set({
      ...(change.amount === undefined ? {} : { amount: change.amount, error_code: null }),
      ...(change.expires_in_hours === undefined
        ? {}
        : { expires_at: new Date(now.getTime() + change.expires_in_hours * 3_600_000) }),
      updated_at: now,
    })
    .where('id', '=', view.id)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notOpen(await findLink(db, view.payment_number), now);
  return findLink(db, view.payment_number);
}

/** Cancels an unpaid link (an open 3-D Secure challenge is abandoned at the gateway first). */
export async function cancelLink(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  view: LinkView,
  now: Date,
): Promise<LinkView> {
  if (view.status === 'pre_3d_secure' && view.gateway_payment_id)
    await gateway.cancel(view.gateway_payment_id);
  const row = await db
    .updateTable('payment_links')
    .set({ status: 'cancelled', challenge_url: null, updated_at: now })
    .where('id', '=', view.id)
    .where('status', 'in', ['open', 'pre_3d_secure'])
    .returning('id')
    .executeTakeFirst();
  if (!row) {
    const current = await findLink(db, view.payment_number);
    if (current.status !== 'cancelled') throw notOpen(current, now);
  }
  return findLink(db, view.payment_number);
}

/** Refunds a paid link in full through the gateway; a refused refund moved no money (3203). */
export async function refundLink(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  view: LinkView,
  now: Date,
): Promise<LinkView> {
  if (view.status === 'refunded') return view;
  if (view.status !== 'paid' || !view.gateway_payment_id)
    throw new DomainError(
      ErrorCode.notAllowed,
      422,
      'Only a paid payment can be refunded',
      undefined,
      { status: viewStatus(view, now) },
    );
  const result = await gateway.refund(view.gateway_payment_id, view.amount);
  if (!result.ok) {
    // A concurrent refund may have won: then the link says so.
    const current = await findLink(db, view.payment_number);
    if (current.status === 'refunded') return current;
    throw new DomainError(3203, 502, 'The gateway refused the refund; no money was moved');
  }
  await db
    .updateTable('payment_links')
    .set({ status: 'refunded', refunded_amount: view.amount, updated_at: now })
    .where('id', '=', view.id)
    .where('status', '=', 'paid')
    .execute();
  return findLink(db, view.payment_number);
}
