import type { Kysely } from 'kysely';
import { type RoomSearchQuery, RoomSearchQuerySchema } from '../../../src/api/contract/index.ts';
import { normaliseHotelCode } from '../../../src/rules/hotel-code.ts';
import type { Database } from '../../db/schema.ts';
import type { MemberViewer } from '../members/members-only.ts';
import { type CacheView, SearchCache, uncached } from './cache.ts';
import { changeFeedOf } from './changes.ts';

const caches = new WeakMap<Kysely<Database>, SearchCache | null>();

/**
 * What this process keeps of a database's search data: one cache per database handle, shared by
 * every app built on it; none (every view reads the database) when the database has no change
 * feed.
 */
export function searchCacheOf(db: Kysely<Database>): SearchCache | null {
  let cache = caches.get(db);
  if (cache === undefined) {
    const feed = changeFeedOf(db);
    cache = feed ? new SearchCache(feed) : null;
    caches.set(db, cache);
  }
  return cache;
}

/** The cache view for one request (see SearchCache.begin). */
export function searchView(db: Kysely<Database>): Promise<CacheView> {
  return searchCacheOf(db)?.begin() ?? Promise.resolve(uncached);
}

/** The key a hotel is looked up by: its id, or its code in any spelling (as findHotel reads it). */
export function hotelKey(codeOrId: string): string {
  return /^\d{1,9}$/.test(codeOrId) ? `#${Number(codeOrId)}` : normaliseHotelCode(codeOrId);
}

/**
 * The query fields an answer depends on: every declared one but the hotel (the cache keys by its
 * id), the currency (converted after the search, per request) and the codes of searches that
 * are never kept. Undeclared parameters (campaign tracking the widget forwards) change nothing.
 */
const ANSWER_FIELDS = Object.keys(RoomSearchQuerySchema.entries).filter(
  (field) =>
    ![
      'code',
      'currency',
      'mcp_currency',
      'coupon_code',
      'promo_code',
      'voucher_coupon_code',
    ].includes(field),
) as (keyof RoomSearchQuery)[];

/** Who asks, as far as an answer depends on it. */
export interface AnswerContext {
  /** The hotel's local date: which stays may be searched. */
  today: string;
  /** Which members-only and corporate plans are bookable. */
  viewer: MemberViewer | null;
  /** Whether unpublished plans are shown. */
  preview: boolean;
  /** Photo URLs are absolute with it. */
  publicOrigin: string;
  /** Room type and plan texts are in it (issue 39); null: the hotel's own. */
  locale: string | null;
}

/**
 * Everything a search answer depends on besides the hotel's data, as one string; null for the
 * searches that are never kept: with a coupon or promotion code (its use and limits live in
 * their own tables) or for a voucher (the member's own).
 */
export function answerKey(q: RoomSearchQuery, context: AnswerContext): string | null {
  if (q.coupon_code !== undefined || q.promo_code !== undefined) return null;
  if (q.mode === 'voucher' && q.voucher_coupon_code !== undefined) return null;
  const { viewer } = context;
  return JSON.stringify([
    context.today,
    viewer ? [viewer.brandId, viewer.programId, viewer.organizationId ?? null] : null,
    context.preview,
    context.publicOrigin,
    context.locale,
    ANSWER_FIELDS.map((field) => q[field] ?? null),
  ]);
}
