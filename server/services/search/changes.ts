import type { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import { type NotificationSource, notificationSourceOf } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The channel migrations 026 and 028's triggers notify on: changes to what kept answers read
 * (room searches, and the widget's startup settings since issue 23).
 */
export const SEARCH_CHANGES = 'search_changes';

/**
 * A committed change to what kept answers read: one hotel's stock, its catalogue (its own row
 * included), its startup settings' other sources (brand, external sign-ins, exchange rates), or
 * anything.
 */
export type Change =
  | { kind: 'stock' | 'catalogue' | 'settings'; hotelId: number }
  | { kind: 'all' };

const KINDS = { s: 'stock', c: 'catalogue', w: 'settings' } as const;

/**
 * The database's changes to what searches read, as this process hears them.
 *
 * `sync()` is what makes a kept answer safe to reuse: it resolves true once every change
 * committed before the call (by any process) has reached the listeners, and false when that
 * cannot be vouched for (not listening yet, or the connection was lost meanwhile), in which
 * case the caller reads the database and keeps nothing.
 */
export interface ChangeFeed {
  /** Calls `listener` with each change heard; returns the unsubscribe function. */
  subscribe(listener: (change: Change) => void): () => void;
  sync(): Promise<boolean>;
}

/** A payload of migrations 026/028's triggers; anything unexpected means "everything changed". */
export function parseChange(payload: string): Change {
  const match = /^([scw])(\d{1,9})$/.exec(payload);
  const kind = match ? KINDS[match[1] as keyof typeof KINDS] : undefined;
  if (!match || !kind) return { kind: 'all' };
  return { kind, hotelId: Number(match[2]) };
}

/** Fan-out to the subscribers. */
function subscribers() {
  const listeners = new Set<(change: Change) => void>();
  return {
    subscribe(listener: (change: Change) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(change: Change): void {
      for (const listener of listeners) listener(change);
    },
  };
}

const feeds = new WeakMap<Kysely<Database>, ChangeFeed | null>();

/**
 * The change feed of a database `openDatabase` opened (one per database handle, started on first
 * use), or null for any other database: then nothing may be kept.
 */
export function changeFeedOf(db: Kysely<Database>): ChangeFeed | null {
  let feed = feeds.get(db);
  if (feed === undefined) {
    const source = notificationSourceOf(db);
    feed = source ? openFeed(db, source) : null;
    feeds.set(db, feed);
  }
  return feed;
}

function openFeed(db: Kysely<Database>, source: NotificationSource): ChangeFeed {
  return source.kind === 'pglite'
    ? pgliteFeed(db, source.client)
    : postgresFeed(source.connect, { retryMs: 100, maxRetryMs: 5000, pingTimeoutMs: 2000 });
}

/**
 * PGlite: one client in one process, and it hands a transaction's notifications to the
 * listeners with the COMMIT's own answer, before the writer goes on. So once it listens, every
 * committed change has been heard by the time anyone can ask.
 */
function pgliteFeed(db: Kysely<Database>, client: PGlite): ChangeFeed {
  const fanOut = subscribers();
  let live = false;
  client.onNotification((channel, payload) => {
    if (channel === SEARCH_CHANGES) fanOut.emit(parseChange(payload));
  });
  // Through Kysely, which gives PGlite's one connection to one user at a time: the LISTEN must
  // not land inside another request's transaction (a rollback would undo it).
  const listening = sql`LISTEN search_changes`.execute(db).then(
    () => {
      live = true;
    },
    () => {},
  );
  return {
    subscribe: fanOut.subscribe,
    sync: async () => {
      if (!live) await listening;
      return live;
    },
  };
}

export interface PostgresFeedTimings {
  /** First wait before reconnecting after the connection is lost; doubles up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
  /** A sync whose round trip takes longer gives up and the connection is replaced. */
  pingTimeoutMs: number;
}

/**
 * PostgreSQL: a connection of its own LISTENs. A sync is a round trip on that connection: the
 * server sends the notifications of every transaction that committed before a query arrived
 * ahead of that query's answer, so when `SELECT 1` answers, the listeners have heard them.
 * Concurrent syncs share round trips (at most one under way and one waiting), so under load a
 * search costs a fraction of one trivial query.
 *
 * When the connection is lost every subscriber hears "everything changed" and syncs answer
 * false until a new connection listens again (and everything is announced changed once more,
 * for what was missed between).
 */
export function postgresFeed(
  connect: () => Promise<pg.Client | null>,
  timings: PostgresFeedTimings,
): ChangeFeed {
  const fanOut = subscribers();
  let client: pg.Client | null = null;
  /** Bumped at every loss: a round trip that began before one vouches for nothing. */
  let epoch = 0;
  let retryMs = timings.retryMs;
  let closed = false;
  let running: Promise<boolean> | null = null;
  let waiting: Promise<boolean> | null = null;

  const lost = (gone: pg.Client): void => {
    if (client !== gone) return;
    client = null;
    epoch += 1;
    fanOut.emit({ kind: 'all' });
    gone.end().catch(() => {});
    if (!closed) retry();
  };
  const retry = (): void => {
    const timer = setTimeout(() => void start(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, timings.maxRetryMs);
  };
  const start = async (): Promise<void> => {
    let next: pg.Client | null;
    try {
      next = await connect();
    } catch {
      retry();
      return;
    }
    if (!next) {
      closed = true; // the database handle was closed
      return;
    }
    const candidate = next;
    let ended = false;
    // Hearing more than needed is harmless: every notification counts, even before LISTEN's
    // answer is read.
    candidate.on('notification', (n) => {
      if (n.channel === SEARCH_CHANGES) fanOut.emit(parseChange(n.payload ?? ''));
    });
    candidate.on('error', () => lost(candidate));
    candidate.on('end', () => {
      ended = true;
      lost(candidate);
    });
    try {
      await candidate.query('LISTEN search_changes');
    } catch {
      ended = true;
    }
    if (ended) {
      candidate.end().catch(() => {});
      retry();
      return;
    }
    // Changes made while nobody listened were missed: whatever was kept goes.
    epoch += 1;
    fanOut.emit({ kind: 'all' });
    client = candidate;
    retryMs = timings.retryMs;
  };

  const roundTrip = (): Promise<boolean> => {
    const current = client;
    if (!current) return Promise.resolve(false);
    const startedIn = epoch;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        resolve(false);
        lost(current);
      }, timings.pingTimeoutMs);
      current.query('SELECT 1').then(
        () => {
          clearTimeout(timer);
          resolve(epoch === startedIn && client === current);
        },
        () => {
          clearTimeout(timer);
          resolve(false);
          lost(current);
        },
      );
    });
  };
  const sync = (): Promise<boolean> => {
    // The first connection is waited for (requests right after the start are kept too); a
    // lost one is not (requests go to the database until it is back).
    if (!client)
      return first ? first.then(() => (client ? sync() : false)) : Promise.resolve(false);
    if (!running) {
      running = roundTrip().finally(() => {
        running = null;
      });
      return running;
    }
    // The round trip under way may have been sent before the caller's change committed: the
    // caller waits for the next one, which all callers arriving meanwhile share.
    waiting ??= running.then(() => {
      waiting = null;
      return sync();
    });
    return waiting;
  };

  let first: Promise<void> | null = start().finally(() => {
    first = null;
  });
  return { subscribe: fanOut.subscribe, sync };
}
