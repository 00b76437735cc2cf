import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  CancelReservationSchema,
  CreateReservationSchema,
  PaymentErrorCode,
  QuoteReservationSchema,
  ReceiptQuerySchema,
  ReservationAccessQuerySchema,
  UpdateAnswersSchema,
  UpdateGuestsSchema,
  UpdateReservationSchema,
} from '../../src/api/contract/index.ts';
import { invalid } from '../domain/errors.ts';
import { updateSettings } from '../domain/update-rules.ts';
import { limitedLookup, lookupLimiterFor } from '../http/failed-lookup-limit.ts';
import { parse, query, readJson } from '../http/validate.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { cancellationMail, confirmationMail, updateMail } from '../mail/templates.ts';
import { hotelToday } from '../services/hotels.ts';
import { subscribe } from '../services/marketing.ts';
import { receiptPdf } from '../services/receipt.ts';
import { loadAccessible } from '../services/reservations/access.ts';
import { questionAnswers, updateAnswers } from '../services/reservations/answers.ts';
import { cancelReservation } from '../services/reservations/cancel.ts';
import { createReservation } from '../services/reservations/create.ts';
import { findPayment, presentPayment } from '../services/reservations/payment.ts';
import { presentReservation } from '../services/reservations/present.ts';
import { quoteReservation } from '../services/reservations/quote.ts';
import { failPending, settleThreeDs } from '../services/reservations/settle.ts';
import { updateGuests, updateReservation } from '../services/reservations/update.ts';
import type { AppEnv, RouteDeps } from './context.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;

/** `/api/v1/reservations`: book, read, change, cancel, receipt. */
export function reservationRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  /** Mail failures must not undo a booking; they are logged with the request id. */
  const mail = async (c: Context<AppEnv>, message: OutgoingMail): Promise<void> => {
    try {
      await deps.mailer.send(message);
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
  const access = (c: Context<AppEnv>) => {
    const number = c.req.param('number') ?? '';
    return limitedLookup(c, limiter, number, () =>
      loadAccessible(db, number, {
        ...query(c, ReservationAccessQuerySchema),
        authorization: c.req.header('authorization'),
      }),
    );
  };

  // Before the `/:number` routes. A price, not a booking: no Idempotency-Key, nothing held.
  app.post('/quote', async (c) => {
    const body = parse(QuoteReservationSchema, await readJson(c));
    return c.json({ data: await quoteReservation(db, body, deps.now(), deps.exchangeRates) });
  });

  app.post('/', async (c) => {
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
      throw invalid('Idempotency-Key', 'must be 8–100 letters, digits or ._:-');
    const body = parse(CreateReservationSchema, await readJson(c));
    const { reservation, created } = await createReservation(db, body, {
      now: deps.now(),
      publicOrigin: deps.publicOrigin,
      idempotencyKey: key,
      payments: { gateway: deps.gateway, returnOrigins: deps.allowedOrigins },
      exchangeRates: deps.exchangeRates,
    });
    // A reservation waiting for 3-D Secure is mailed once the payment is through.
    if (created && reservation.status === 'done') {
      const unsubscribeUrl = body.marketing_opt_in
        ? `${deps.publicOrigin}/unsubscribe-email/confirmation?token=${await subscribe(db, reservation.hotel_brand_id, body.email)}`
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
  const withPayment = async (c: Context<AppEnv>) => {
    let loaded = await access(c);
    let payment = await findPayment(db, loaded.row.id);
    if (payment && loaded.row.status === 'payment_pending') {
      const now = deps.now();
      const settled = await settleThreeDs(db, deps.gateway, loaded.row, payment, now);
      if (settled !== 'pending') {
        loaded = await access(c);
        payment = await findPayment(db, loaded.row.id);
      }
      if (settled === 'done') {
        const done = presentReservation(loaded.row, loaded.hotel, loaded.policy, now);
        // The bypass token is only known to the first answer; the e-mail proves access too.
        const q = new URLSearchParams({ code: loaded.hotel.code, email: done.email });
        const link = `${deps.publicOrigin}/reservation/confirmation/${encodeURIComponent(done.reservation_number)}?${q}`;
        await mail(c, confirmationMail(done, loaded.row.locale, link));
      }
    }
    const { row, hotel, policy } = loaded;
    return {
      ...presentReservation(row, hotel, policy, deps.now()),
      ...(payment ? { payment: presentPayment(payment) } : {}),
    };
  };

  app.get('/:number', async (c) => c.json({ data: await withPayment(c) }));

  // Called by the widget when the 3-D Secure page returns (redirect query or postMessage).
  app.post('/:number/payment/complete', async (c) => c.json({ data: await withPayment(c) }));

  // The guest closed the 3-D Secure dialog: the challenge is abandoned at the gateway and the
  // reservation cancelled with 3008 and its stock returned, unless the approval already won.
  app.post('/:number/payment/cancel', async (c) => {
    const settled = await withPayment(c);
    if (settled.status !== 'payment_pending') return c.json({ data: settled });
    const loaded = await access(c);
    const payment = await findPayment(db, loaded.row.id);
    if (payment?.status === 'pre_3d_secure') {
      await failPending(
        db,
        deps.gateway,
        loaded.row,
        payment,
        PaymentErrorCode.threeDsCancelled,
        deps.now(),
      );
    }
    return c.json({ data: await withPayment(c) });
  });

  app.put('/:number', async (c) => {
    const loaded = await access(c);
    const body = parse(UpdateReservationSchema, await readJson(c));
    const reservation = await updateReservation(db, loaded, body, deps.now());
    await mail(
      c,
      updateMail(
        reservation,
        loaded.row.locale,
        `${deps.publicOrigin}/reservation/confirmation/${reservation.reservation_number}`,
      ),
    );
    return c.json({ data: reservation });
  });

  const settings = async (c: Context<AppEnv>) => {
    const { row, hotel } = await access(c);
    return c.json({ data: updateSettings(row, hotelToday(hotel, deps.now())) });
  };
  app.get('/:number/update_settings', settings);
  // PUT is what the widget calls when entering update mode; nothing is locked, it re-checks.
  app.put('/:number/update_settings', settings);

  app.put('/:number/cancel', async (c) => {
    const loaded = await access(c);
    const body = parse(CancelReservationSchema, await readJson(c));
    const reservation = await cancelReservation(db, loaded, body, deps.now(), deps.gateway);
    await mail(c, cancellationMail(reservation, loaded.row.locale));
    return c.json({ data: reservation });
  });

  app.put('/:number/guests', async (c) => {
    const loaded = await access(c);
    const body = parse(UpdateGuestsSchema, await readJson(c));
    return c.json({ data: await updateGuests(db, loaded, body, deps.now()) });
  });

  app.get('/:number/additional_questions', async (c) => {
    const loaded = await access(c);
    return c.json({ data: await questionAnswers(db, loaded) });
  });

  app.put('/:number/additional_questions/batch_update', async (c) => {
    const loaded = await access(c);
    const body = parse(UpdateAnswersSchema, await readJson(c));
    return c.json({ data: await updateAnswers(db, loaded, body, deps.now()) });
  });

  app.get('/:number/receipt', async (c) => {
    const wanted = query(c, ReceiptQuerySchema);
    const { row, hotel, policy } = await access(c);
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
  return app;
}
