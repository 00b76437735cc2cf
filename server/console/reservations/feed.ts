import type { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import { type NotificationSource, notificationSourceOf } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

/** The channel migration 039's trigger notifies for every reservation event. */
export const RESERVATION_CHANGES = 'reservation_changes';

/** One event of one reservation, as any process wrote it. */
export interface ReservationChange {
  hotelId: number;
  reservationId: number;
  eventId: number;
}

/** This process's ear for reservation events committed by any process. */
export interface ReservationFeed {
  subscribe(listener: (change: ReservationChange) => void): () => void;
  /** Resolves once this process listens (or could not start to). */
  ready: Promise<void>;
}

/** `<hotel>:<reservation>:<event>`; null for anything else. */
export function parseReservationChange(payload: string): ReservationChange | null {
  const match = /^(\d{1,9}):(\d{1,9}):(\d{1,12})$/.exec(payload);
  if (!match) return null;
  return { hotelId: Number(match[1]), reservationId: Number(match[2]), eventId: Number(match[3]) };
}

const feeds = new WeakMap<Kysely<Database>, ReservationFeed | null>();

/**
 * The reservation feed of a database `openDatabase` opened (one per handle, started on first
 * use), or null for any other database.
 */
export function reservationFeedOf(db: Kysely<Database>): ReservationFeed | null {
  let feed = feeds.get(db);
  if (feed === undefined) {
    const source: NotificationSource | undefined = notificationSourceOf(db);
    feed = source ? openFeed(db, source) : null;
    feeds.set(db, feed);
  }
  return feed;
}

function fanOut() {
  const listeners = new Set<(change: ReservationChange) => void>();
  return {
    subscribe(listener: (change: ReservationChange) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(payload: string | undefined): void {
      const change = parseReservationChange(payload ?? '');
      if (!change) return;
      for (const listener of listeners) listener(change);
    },
  };
}

function openFeed(db: Kysely<Database>, source: NotificationSource): ReservationFeed {
  return source.kind === 'pglite' ? pgliteFeed(db, source.client) : postgresFeed(source.connect);
}

/**
 * PGlite: one client in one process; it hands a transaction's notifications over with its
 * COMMIT. LISTEN goes through Kysely so it never lands inside another request's transaction.
 */
function pgliteFeed(db: Kysely<Database>, client: PGlite): ReservationFeed {
  const out = fanOut();
  client.onNotification((channel, payload) => {
    if (channel === RESERVATION_CHANGES) out.emit(payload);
  });
  const ready = sql`LISTEN reservation_changes`.execute(db).then(
    () => undefined,
    () => undefined,
  );
  return { subscribe: out.subscribe, ready };
}

/**
 * PostgreSQL: a connection of its own LISTENs, replaced (after 100 ms, doubling to 5 s) when it
 * is lost. An open desk misses what happens while none listens; it reloads its list when its
 * EventSource reconnects, so nothing stays unseen.
 */
function postgresFeed(connect: () => Promise<pg.Client | null>): ReservationFeed {
  const out = fanOut();
  let retryMs = 100;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const retry = (): void => {
    const timer = setTimeout(() => void start(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 5000);
  };
  const start = async (): Promise<void> => {
    let client: pg.Client | null;
    try {
      client = await connect();
    } catch {
      retry();
      return;
    }
    if (!client) {
      markReady(); // the database handle was closed
      return;
    }
    const current = client;
    let lost = false;
    const onLost = (): void => {
      if (lost) return;
      lost = true;
      current.end().catch(() => {});
      retry();
    };
    current.on('notification', (n) => {
      if (n.channel === RESERVATION_CHANGES) out.emit(n.payload);
    });
    current.on('error', onLost);
    current.on('end', onLost);
    try {
      await current.query('LISTEN reservation_changes');
      retryMs = 100;
      markReady();
    } catch {
      onLost();
    }
  };
  void start();
  return { subscribe: out.subscribe, ready };
}
