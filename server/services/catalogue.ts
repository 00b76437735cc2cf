import type { Kysely, Selectable } from 'kysely';
import type { CancellationPolicy } from '../../src/api/contract/index.ts';
import type { CancellationPolicyTable, Database, PlanTable, RoomTypeTable } from '../db/schema.ts';
import { cancelBeforeAt, policyLines } from '../domain/cancellation.ts';

export type RoomType = Selectable<RoomTypeTable>;
export type PlanRow = Selectable<PlanTable>;
export type PolicyRow = Selectable<CancellationPolicyTable>;

export interface Catalogue {
  roomTypes: RoomType[];
  plans: PlanRow[];
  policies: Map<number, PolicyRow>;
}

/**
 * A hotel's sellable things: room types, plans and cancellation policies, in display order.
 * Unpublished room types and plans (the hotel's drafts) only with `preview` — a session the server let into
 * the hotel's preview (services/preview.ts) — so nothing else can search, price or book them.
 */
export async function loadCatalogue(
  db: Kysely<Database>,
  hotelId: number,
  { preview = false }: { preview?: boolean } = {},
): Promise<Catalogue> {
  const [roomTypes, plans, policies] = await Promise.all([
    db
      .selectFrom('room_types')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .$if(!preview, (q) => q.where('published', '=', true))
      .orderBy('position')
      .execute(),
    db
      .selectFrom('plans')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .$if(!preview, (q) => q.where('published', '=', true))
      .orderBy('position')
      .execute(),
    loadPolicies(db, hotelId),
  ]);
  return { roomTypes, plans, policies: new Map(policies.map((p) => [p.id, p])) };
}

/** A hotel's cancellation policies alone (the list the results' summaries use). */
export function loadPolicies(db: Kysely<Database>, hotelId: number): Promise<PolicyRow[]> {
  return db
    .selectFrom('cancellation_policies')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .execute();
}

/**
 * A stored photo list as answered: URLs starting with `/` (this server's `/media/…`) made
 * absolute with the public origin; other URLs (a hotel's CDN) as stored; NULL as none.
 */
export function presentImages(
  images: RoomType['images'],
  publicOrigin: string,
): { url: string; alt: string }[] {
  const origin = publicOrigin.replace(/\/+$/, '');
  return (images ?? []).map(({ url, alt }) => ({
    url: url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url,
    alt,
  }));
}

/** A policy as the API shows it; `checkin` fills in the free-cancellation deadline. */
export function presentPolicy(p: PolicyRow, checkin: string | null): CancellationPolicy {
  const rules = { parts: p.parts, no_show_percentage: p.no_show_percentage };
  return {
    code: p.code,
    title: p.title,
    lines: policyLines(rules),
    cancel_before_at: checkin ? cancelBeforeAt(rules, checkin) : null,
    cancellation_policy_parts: p.parts,
    no_show_percentage_of_cost: p.no_show_percentage,
  };
}

/** One night of a room type: stock and rate. */
export interface InventoryNight {
  date: string;
  total: number;
  remaining: number;
  /** The room type's per-adult rate; null where only plan rates price the night. */
  price_per_adult: number | null;
  closed: boolean;
}

/** Stock and rates per room type for the nights `from` ≤ date < `to`. */
export async function loadInventory(
  db: Kysely<Database>,
  roomTypeIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, InventoryNight[]>> {
  const byType = new Map<number, InventoryNight[]>(roomTypeIds.map((id) => [id, []]));
  if (roomTypeIds.length === 0) return byType;
  const rows = await db
    .selectFrom('inventory')
    .select(['room_type_id', 'date', 'total', 'remaining', 'price_per_adult', 'closed'])
    .where('room_type_id', 'in', [...roomTypeIds])
    .where('date', '>=', from)
    .where('date', '<', to)
    .orderBy('date')
    .execute();
  for (const { room_type_id, ...night } of rows) byType.get(room_type_id)?.push(night);
  return byType;
}
