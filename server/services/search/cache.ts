import type { Change, ChangeFeed } from './changes.ts';

/** How many answers and hotels one process keeps at most (least recently used go first). */
export interface CacheLimits {
  answers: number;
  hotels: number;
}

const DEFAULT_LIMITS: CacheLimits = { answers: 500, hotels: 500 };

/** What makes a kept thing stale besides "everything changed" and its hotel's catalogue. */
type Depends = 'stock' | 'catalogue' | 'settings';

/**
 * What one request may take from the cache. A view exists only after `sync()`: every change
 * committed before the request began has then removed what it touched. Something loaded by a
 * view is kept only if no change to its hotel arrived since the view began (it might have been
 * read before that change), so what is kept never predates a change this process has heard.
 */
export interface CacheView {
  /** The hotel row for a code (any spelling's key) or id, loading it on a miss. */
  hotel<T extends { id: number }>(key: string, load: () => Promise<T>): Promise<T>;
  /** A hotel's catalogue (`variant`: e.g. with or without unpublished plans). */
  catalogue<T>(hotelId: number, variant: string, load: () => Promise<T>): Promise<T>;
  /**
   * A search answer kept under `key` (everything it depends on besides the hotel's data);
   * identical requests under way at once share one computation.
   */
  answer<T>(hotelId: number, key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * A startup settings answer of the hotel kept under `key` (which answer, and anything else it
   * depends on): dropped by a change to the hotel's catalogue or settings, never by its stock.
   */
  settings<T>(hotelId: number, key: string, compute: () => Promise<T>): Promise<T>;
}

/** A view that keeps nothing: the database is read every time. */
export const uncached: CacheView = {
  hotel: (_key, load) => load(),
  catalogue: (_id, _variant, load) => load(),
  answer: (_id, _key, compute) => compute(),
  settings: (_id, _key, compute) => compute(),
};

interface Kept<T> {
  hotelId: number;
  value: T;
}

/** Least-recently-used map: reading an entry makes it the newest. */
class Lru<V> {
  readonly entries = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, value] of this.entries) if (test(value)) this.entries.delete(key);
  }
}

/**
 * Search data kept in this process, in step with the database through a change feed: hotel
 * rows, catalogues, whole search answers and (issue 23) the widget's startup settings answers.
 * A stock change of a hotel drops its search answers; a settings change its settings answers; a
 * catalogue change all of the hotel's; losing the feed drops all.
 *
 * Each change is stamped from one counter; a view's token is the counter when it began. What a
 * view loaded is kept only if neither its hotel's last change nor the last "drop everything"
 * is newer than the token.
 */
export class SearchCache {
  private counter = 0;
  private droppedAll = 0;
  private readonly stockChanged = new Map<number, number>();
  private readonly catalogueChanged = new Map<number, number>();
  private readonly settingsChanged = new Map<number, number>();
  private readonly hotels: Lru<Kept<unknown>>;
  private readonly catalogues: Lru<Kept<unknown>>;
  private readonly answers: Lru<Kept<unknown>>;
  /** Startup settings answers: a few per hotel. */
  private readonly settings: Lru<Kept<unknown>>;
  private readonly pending = new Map<string, { token: number; value: Promise<unknown> }>();

  constructor(
    private readonly feed: ChangeFeed,
    limits: CacheLimits = DEFAULT_LIMITS,
  ) {
    this.hotels = new Lru(limits.hotels);
    this.catalogues = new Lru(limits.hotels * 2);
    this.answers = new Lru(limits.answers);
    this.settings = new Lru(limits.hotels * 2);
    feed.subscribe((change) => this.apply(change));
  }

  /** A view for one request: cached when the feed vouches for freshness, else uncached. */
  async begin(): Promise<CacheView> {
    if (!(await this.feed.sync())) return uncached;
    const token = this.counter;
    return {
      hotel: (key, load) => this.through(this.hotels, `h:${key}`, token, 'catalogue', null, load),
      catalogue: (hotelId, variant, load) =>
        this.through(this.catalogues, `c:${hotelId}/${variant}`, token, 'catalogue', hotelId, load),
      answer: (hotelId, key, compute) =>
        this.through(this.answers, `a:${hotelId}/${key}`, token, 'stock', hotelId, compute),
      settings: (hotelId, key, compute) =>
        this.through(this.settings, `w:${hotelId}/${key}`, token, 'settings', hotelId, compute),
    };
  }

  private apply(change: Change): void {
    this.counter += 1;
    if (change.kind === 'all') {
      this.droppedAll = this.counter;
      this.stockChanged.clear();
      this.catalogueChanged.clear();
      this.settingsChanged.clear();
      this.hotels.entries.clear();
      this.catalogues.entries.clear();
      this.answers.entries.clear();
      this.settings.entries.clear();
      return;
    }
    const { hotelId } = change;
    const ofHotel = (kept: Kept<unknown>): boolean => kept.hotelId === hotelId;
    if (change.kind === 'settings') {
      this.settingsChanged.set(hotelId, this.counter);
      this.settings.deleteWhere(ofHotel);
      return;
    }
    this.stockChanged.set(hotelId, this.counter);
    this.answers.deleteWhere(ofHotel);
    if (change.kind === 'catalogue') {
      this.catalogueChanged.set(hotelId, this.counter);
      this.catalogues.deleteWhere(ofHotel);
      this.hotels.deleteWhere(ofHotel);
      this.settings.deleteWhere(ofHotel);
    }
  }

  /** Whether something of `hotelId` loaded by a view with `token` may still be kept. */
  private current(hotelId: number, token: number, kind: Depends): boolean {
    const changed = Math.max(
      this.droppedAll,
      this.catalogueChanged.get(hotelId) ?? 0,
      kind === 'stock' ? (this.stockChanged.get(hotelId) ?? 0) : 0,
      kind === 'settings' ? (this.settingsChanged.get(hotelId) ?? 0) : 0,
    );
    return changed <= token;
  }

  private async through<T>(
    lru: Lru<Kept<unknown>>,
    key: string,
    token: number,
    kind: Depends,
    /** Null: known only once loaded (a hotel looked up by code). */
    hotelId: number | null,
    load: () => Promise<T>,
  ): Promise<T> {
    const kept = lru.get(key) as Kept<T> | undefined;
    if (kept) return kept.value;
    // A computation under way may be shared if nothing changed for its hotel since it began
    // (for a hotel not known yet: nothing changed at all).
    const shared = this.pending.get(key);
    if (
      shared &&
      (hotelId === null ? shared.token === this.counter : this.current(hotelId, shared.token, kind))
    )
      return shared.value as Promise<T>;
    const value = load();
    this.pending.set(key, { token, value });
    try {
      const loaded = await value;
      const owner = hotelId ?? (loaded as { id: number }).id;
      if (this.current(owner, token, kind)) lru.set(key, { hotelId: owner, value: loaded });
      return loaded;
    } finally {
      if (this.pending.get(key)?.value === value) this.pending.delete(key);
    }
  }
}
