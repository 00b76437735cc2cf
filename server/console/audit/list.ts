import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../../src/api/contract/console/audit.ts';
import { addDays } from '../../../src/rules/dates.ts';
import { normaliseHotelCode } from '../../../src/rules/hotel-code.ts';
import type { Database } from '../../db/schema.ts';

export interface AuditFilter {
  brandId: number;
  /** The reader's hotel limit: they see only those hotels' entries (null: everything). */
  hotelIds: readonly number[] | null;
  actor?: string | undefined;
  hotel?: string | undefined;
  /** Exact, or a prefix when it ends in `.` (`staff.`). */
  action?: string | undefined;
  /** UTC days, both included. */
  from?: string | undefined;
  to?: string | undefined;
  before?: number | undefined;
  limit: number;
}

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A page of the brand's audit log, newest first, and the id to continue before. */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('hotels as h', 'h.id', 'a.hotel_id')
    .select([
      'a.id',
      'a.created_at',
      'a.actor_staff_id',
      'a.actor_email',
      'h.code as hotel_code',
      'a.action',
      'a.target',
      'a.before',
      'a.after',
    ])
    .where('a.brand_id', '=', filter.brandId);
  if (filter.hotelIds !== null) {
    if (filter.hotelIds.length === 0) return { entries: [], nextBefore: null };
    query = query.where('a.hotel_id', 'in', filter.hotelIds);
  }
  if (filter.actor) query = query.where('a.actor_email', '=', filter.actor.toLowerCase());
  if (filter.hotel) query = query.where('h.code_key', '=', normaliseHotelCode(filter.hotel));
  if (filter.action) {
    query = filter.action.endsWith('.')
      ? query.where('a.action', 'like', likePrefix(filter.action))
      : query.where('a.action', '=', filter.action);
  }
  if (filter.from) query = query.where('a.created_at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to) {
    query = query.where('a.created_at', '<', new Date(`${addDays(filter.to, 1)}T00:00:00Z`));
  }
  if (filter.before !== undefined) query = query.where('a.id', '<', filter.before);
  const rows = await query
    .orderBy('a.id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  const page = rows.slice(0, filter.limit);
  const last = page[page.length - 1];
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: new Date(r.created_at).toISOString(),
      actor: { id: r.actor_staff_id, email: r.actor_email },
      hotel: r.hotel_code,
      action: r.action,
      target: r.target,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    nextBefore: rows.length > filter.limit && last ? last.id : null,
  };
}
