import type { Context, Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/reservations.ts';
import { PaymentErrorCode, type ReservationAccessQuery } from '../../src/api/contract/index.ts';
import { invalid } from '../domain/errors.ts';
import { updateSettings } from '../domain/update-rules.ts';
import { previewHotelFor } from '../http/client-session.ts';
import { limitedLookup, lookupLimiterFor } from '../http/failed-lookup-limit.ts';
import { memberIfAny, optionalMember } from '../http/member-auth.ts';
import { register } from '../http/register.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { cancellationMail, confirmationMail, updateMail } from '../mail/templates.ts';
import { findHotel, hotelToday } from '../services/hotels.ts';
import { subscribe, unsubscribeLink } from '../services/marketing.ts';
import { memberViewer } from '../services/members/members-only.ts';
import { receiptPdf } from '../services/receipt.ts';
import { loadAccessible } from '../services/reservations/access.ts';
import { questionAnswers, updateAnswers } from '../services/reservations/answers.ts';
import { cancelReservation } from '../services/reservations/cancel.ts';
import { createReservation } from '../services/reservations/create.ts';
import { mintedManageUrl } from '../services/reservations/manage-link.ts';
import { findPayment, presentPayment } from '../services/reservations/payment.ts';
import { presentLoadedReservation, presentReservation } from '../services/reservations/present.ts';
import { quoteReservation } from '../services/reservations/quote.ts';
import { failPending, settleThreeDs } from '../services/reservations/settle.ts';
import { settledConfirmationMail } from '../services/reservations/settled-mail.ts';
import { updateGuests, updateReservation } from '../services/reservations/update.ts';
import type { AppEnv, RouteDeps } from './context.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;

/** `/api/v1/reservations`: book, read, change, cancel, receipt. */
export function reservationRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;

  /**
   * Mail failures (minting the link's token included) must not undo a booking; they are logged
   * with the request id.
   */
  const mail = async (
    c: Context<AppEnv>,
    message: OutgoingMail | Promise<OutgoingMail>,
  ): Promise<void> => {
    try {
      await deps.mailer.send(await message);
    } catch (error) {
      deps.logger({
        level: 'error',
        msg: 'mail failed',
        request_id: c.get('requestId'),
        error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      });
    }
  };
  const limiter = lookupLimiterFor(deps);
  // Every route under /{number} proves access the same way, and every failure counts towards
  // the lookup limit (a bypass token guessed through /cancel is as bad as through GET).
  /** The request's reservation: its number from the path, the proof from the query. */
  interface Lookup {
    c: Context<AppEnv>;
    params: { number: string };
    query: ReservationAccessQuery;
  }
  const access = ({ c, params, query }: Lookup) =>
    limitedLookup(c, limiter, params.number, async () =>
      loadAccessible(db, params.number, {
        ...query,
        authorization: c.req.header('authorization'),
        // A member's Authorization opens their own bookings without e-mail or token.
        memberId: (await memberIfAny(c, db, deps.now()))?.member.id,
      }),
    );
  /** The signed-in member booking or asking for a price, if any (members-only plans). */
  const bookingMember = async (c: Context<AppEnv>) => {
    const found = await optionalMember(c, db, deps.now());
    return found ? memberViewer(db, found.member) : null;
  };

  // Before the `/:number` routes. A price, not a booking: no Idempotency-Key, nothing held.
  register(app, endpoints.quoteReservation, async ({ c, body }) => {
    const member = await bookingMember(c);
    const input = await body();
    return {
      data: await quoteReservation(
        db,
        input,
        deps.now(),
        deps.exchangeRates,
        member,
        await previewHotelFor(c, () => findHotel(db, input.hotel_code)),
      ),
    };
  });

  register(app, endpoints.createReservation, async (request) => {
    const { c } = request;
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
      throw invalid('Idempotency-Key', 'must be 8–100 letters, digits or ._:-');
    const member = await bookingMember(c);
    const body = await request.body();
    const hotel = await findHotel(db, body.hotel_code).catch(() => undefined);
    // The hotel's own gateway (test or its Stripe account); an unknown hotel is refused below.
    const gateway = hotel ? await deps.gateways.forHotel(hotel.id) : deps.gateway;
    const { reservation, created } = await createReservation(db, body, {
      member,
      now: deps.now(),
      publicOrigin: deps.publicOrigin,
      idempotencyKey: key,
      payments: { gateway, returnOrigins: deps.allowedOrigins },
      exchangeRates: deps.exchangeRates,
      previewHotelId: await previewHotelFor(c, () => findHotel(db, body.hotel_code)),
      logger: deps.logger,
    });
    // A reservation waiting for 3-D Secure is mailed once the payment is through.
    if (created && reservation.status === 'done') {
      const unsubscribeUrl = body.marketing_opt_in
        ? unsubscribeLink(
            deps.publicOrigin,
            await subscribe(db, reservation.hotel_brand_id, body.email),
            reservation.hotel_code,
            body.locale,
          )
        : undefined;
      await mail(
        c,
        confirmationMail(reservation, body.locale, reservation.manage_url, unsubscribeUrl),
      );
    }
    return c.json(
      { data: reservation },
      created ? 201 : 200,
      created ? {} : { 'Idempotent-Replayed': 'true' },
    );
  });

  /**
   * The reservation with its card payment. One waiting for 3-D Secure is first brought up to
   * date with the gateway, so the guest's return (redirect or dialog) needs no other call; when
   * it just became `done`, the confirmation e-mail goes out.
   */
  const withPayment = async (request: Lookup) => {
    const { c } = request;
    let loaded = await access(request);
    let payment = await findPayment(db, loaded.row.id);
    if (payment && loaded.row.status === 'payment_pending') {
      const now = deps.now();
      const gateway = await deps.gateways.forPayment(loaded.row.hotel_id, payment.gateway);
      const settled = await settleThreeDs(db, gateway, loaded.row, payment, now, deps.logger);
      if (settled !== 'pending') {
        loaded = await access(request);
        payment = await findPayment(db, loaded.row.id);
      }
      if (settled === 'done')
        await mail(c, settledConfirmationMail(db, deps.publicOrigin, loaded, now));
    }
    return {
      ...presentLoadedReservation(loaded, deps.now()),
      ...(payment ? { payment: presentPayment(payment) } : {}),
    };
  };

  register(app, endpoints.getReservation, async (request) => ({
    data: await withPayment(request),
  }));

  // Called by the widget when the 3-D Secure page returns (redirect query or postMessage).
  register(app, endpoints.completePayment, async (request) => ({
    data: await withPayment(request),
  }));

  // The guest closed the 3-D Secure dialog: the challenge is abandoned at the gateway and the
  // reservation cancelled with 3008 and its stock returned, unless the approval already won.
  register(app, endpoints.cancelPayment, async (request) => {
    const settled = await withPayment(request);
    if (settled.status !== 'payment_pending') return { data: settled };
    const loaded = await access(request);
    const payment = await findPayment(db, loaded.row.id);
    if (payment?.status === 'pre_3d_secure') {
      await failPending(
        db,
        await deps.gateways.forPayment(loaded.row.hotel_id, payment.gateway),
        loaded.row,
        payment,
        PaymentErrorCode.threeDsCancelled,
        deps.now(),
      );
    }
    return { data: await withPayment(request) };
  });

  register(app, endpoints.updateReservation, async (request) => {
    const { c } = request;
    const loaded = await access(request);
    const body = await request.body();
    const now = deps.now();
    const reservation = await updateReservation(db, loaded, body, now);
    const { row, hotel } = loaded;
    await mail(
      c,
      mintedManageUrl(db, deps.publicOrigin, row, hotel.code, now).then((link) =>
        updateMail(reservation, row.locale, link),
      ),
    );
    return { data: reservation };
  });

  const settings = async (request: Lookup) => {
    const { row, hotel } = await access(request);
    return { data: updateSettings(row, hotelToday(hotel, deps.now())) };
  };
  register(app, endpoints.getUpdateSettings, settings);
  // PUT is what the widget calls when entering update mode; nothing is locked, it re-checks.
  register(app, endpoints.enterUpdateMode, settings);

  register(app, endpoints.cancelReservation, async (request) => {
    const loaded = await access(request);
    const body = await request.body();
    const paid = await findPayment(db, loaded.row.id);
    const gateway = await deps.gateways.forPayment(loaded.row.hotel_id, paid?.gateway ?? null);
    const reservation = await cancelReservation(db, loaded, body, deps.now(), gateway);
    await mail(request.c, cancellationMail(reservation, loaded.row.locale));
    return { data: reservation };
  });

  register(app, endpoints.updateGuests, async (request) => {
    const loaded = await access(request);
    return { data: await updateGuests(db, loaded, await request.body(), deps.now()) };
  });

  register(app, endpoints.getAnswers, async (request) => {
    const loaded = await access(request);
    return { data: await questionAnswers(db, loaded) };
  });

  register(app, endpoints.updateAnswers, async (request) => {
    const loaded = await access(request);
    return { data: await updateAnswers(db, loaded, await request.body(), deps.now()) };
  });

  register(app, endpoints.getReceipt, async (request) => {
    const { c, query: wanted } = request;
    const { row, hotel, policy } = await access(request);
    const now = deps.now();
    const pdf = await receiptPdf(
      presentReservation(row, hotel, policy, now),
      hotel.settings.receipt_title,
      now,
      { name: wanted.receipt_name, unicode: wanted.receipt_unicode },
    );
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="receipt-${row.number}.pdf"`,
      'Cache-Control': 'no-store',
    });
  });
}
