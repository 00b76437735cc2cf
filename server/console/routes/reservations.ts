import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as endpoints from '../../../src/api/contract/endpoints/console-reservations.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { findHotel } from '../../services/hotels.ts';
import { findPayment } from '../../services/reservations/payment.ts';
import { settledConfirmationMail } from '../../services/reservations/settled-mail.ts';
import { consoleHotelOf, staffOf } from '../auth/staff-context.ts';
import { guestMailAfter } from '../reservations/after-mail.ts';
import { cancelDesk, markNoShow } from '../reservations/cancel.ts';
import { applyDeskChange, quoteDeskChange } from '../reservations/change.ts';
import { exportDesk } from '../reservations/export.ts';
import { reservationFeedOf } from '../reservations/feed.ts';
import { linkIn, sendGuestMail } from '../reservations/guest-mail.ts';
import { sendHotelNotifications } from '../reservations/hotel-mail.ts';
import { listDesk } from '../reservations/list.ts';
import { addNote } from '../reservations/notes.ts';
import { deskReservation, loadDeskReservation } from '../reservations/page.ts';
import { requestPayment } from '../reservations/pay-link.ts';

/** How often an open event stream says it is alive (proxies close silent connections). */
const KEEP_ALIVE_MS = 25_000;

/**
 * The reservations desk (issue 40): list, page, actions, CSV export and the live updates; and,
 * on every app, the hotel notification mails, sent by whichever process claims each event.
 */
export function consoleReservationRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  const feed = reservationFeedOf(db);
  const mailHotels = notificationRunner(deps);
  feed?.subscribe(mailHotels);

  const hotelOf = async (c: Parameters<typeof consoleHotelOf>[0]) =>
    findHotel(db, String(consoleHotelOf(c).id));
  const loaded = (c: Parameters<typeof consoleHotelOf>[0], number: string) =>
    loadDeskReservation(db, consoleHotelOf(c), number);
  const page = async (c: Parameters<typeof consoleHotelOf>[0], number: string) => ({
    data: await deskReservation(db, await loaded(c, number), deps.now()),
  });
  const gatewayFor = async (reservationId: number, hotelId: number) =>
    deps.gateways.forPayment(hotelId, (await findPayment(db, reservationId))?.gateway ?? null);

  register(app, endpoints.listDeskReservations, async ({ c, query }) =>
    listDesk(db, await hotelOf(c), query, deps.now()),
  );

  register(app, endpoints.exportDeskReservations, async ({ c, query }) => {
    const file = await exportDesk(deps, await hotelOf(c), query, staffOf(c), deps.now());
    return new Response(file.body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${file.name}"`,
        'Cache-Control': 'no-store',
      },
    });
  });

  register(app, endpoints.streamDeskReservations, ({ c }) => {
    const hotel = consoleHotelOf(c);
    return streamSSE(c, async (stream) => {
      const pending: number[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe =
        feed?.subscribe((change) => {
          if (change.hotelId !== hotel.id) return;
          pending.push(change.eventId);
          wake?.();
        }) ?? (() => {});
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await feed?.ready;
      await stream.writeSSE({ event: 'ready', data: '{}', retry: 2000 });
      while (!stream.aborted) {
        const ids = pending.splice(0);
        if (ids.length > 0) {
          const events = await db
            .selectFrom('reservation_events as e')
            .innerJoin('reservations as r', 'r.id', 'e.reservation_id')
            .select(['e.id', 'e.kind', 'r.number'])
            .where('e.id', 'in', ids)
            .orderBy('e.id')
            .execute();
          for (const e of events)
            await stream.writeSSE({
              event: 'reservation',
              id: String(e.id),
              data: JSON.stringify({ reservation_number: e.number, kind: e.kind }),
            });
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          const timer = setTimeout(resolve, KEEP_ALIVE_MS);
          timer.unref?.();
        });
        wake = null;
        if (pending.length === 0 && !stream.aborted) await stream.write(': alive\n\n');
      }
      unsubscribe();
    });
  });

  register(app, endpoints.getDeskReservation, async ({ c, params }) => page(c, params.number));

  register(app, endpoints.quoteDeskChange, async ({ c, params, body }) => ({
    data: await quoteDeskChange(db, await loaded(c, params.number), await body(), deps.now()),
  }));

  register(app, endpoints.changeDeskReservation, async ({ c, params, body }) => {
    const staff = staffOf(c);
    const before = await loaded(c, params.number);
    await applyDeskChange(db, before, await body(), staff, deps.now());
    await guestMailAfter(deps, params.number, 'changed', staff);
    return page(c, params.number);
  });

  register(app, endpoints.cancelDeskReservation, async ({ c, params, body }) => {
    const staff = staffOf(c);
    const found = await loaded(c, params.number);
    const gateway = await gatewayFor(found.row.id, found.hotel.id);
    await cancelDesk(db, found, await body(), staff, deps.now(), gateway);
    await guestMailAfter(deps, params.number, 'cancelled', staff);
    return page(c, params.number);
  });

  register(app, endpoints.noShowDeskReservation, async ({ c, params, body }) => {
    const found = await loaded(c, params.number);
    const gateway = await gatewayFor(found.row.id, found.hotel.id);
    await markNoShow(db, found, await body(), staffOf(c), deps.now(), gateway);
    return page(c, params.number);
  });

  register(app, endpoints.resendDeskConfirmation, async ({ c, params }) => {
    const found = await loaded(c, params.number);
    const message = await settledConfirmationMail(db, deps.publicOrigin, found, deps.now());
    await sendGuestMail(
      deps,
      { id: found.row.id, hotelId: found.hotel.id },
      { template: 'confirmation', message, link: linkIn(message) },
      staffOf(c),
      deps.now(),
    );
    return page(c, params.number);
  });

  register(app, endpoints.addDeskNote, async ({ c, params, body }) => {
    const { text } = await body();
    await addNote(db, await loaded(c, params.number), text, staffOf(c), deps.now());
    return page(c, params.number);
  });

  register(app, endpoints.requestDeskPayment, async ({ c, params, body }) => ({
    data: await requestPayment(
      deps,
      await loaded(c, params.number),
      await body(),
      staffOf(c),
      deps.now(),
    ),
  }));
}

/**
 * Runs the hotel notification sweep after events are heard: one run at a time, one more when
 * events arrived meanwhile. Failures (a database closing under a test) are logged.
 */
function notificationRunner(deps: RouteDeps): () => void {
  let running = false;
  let again = false;
  const run = async (): Promise<void> => {
    running = true;
    try {
      do {
        again = false;
        await sendHotelNotifications(deps, deps.now());
      } while (again);
    } catch (error) {
      deps.logger({
        level: 'warn',
        msg: 'hotel notifications failed',
        error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      });
    } finally {
      running = false;
    }
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
