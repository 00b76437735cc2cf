import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';

/** One console change to record. */
export interface AuditEntry {
  /**
   * Who made it (their brand is the entry's brand): the signed-in member, or for the CLI
   * `{ staffId: null, email: 'cli' }`.
   */
  staff: Pick<StaffPrincipal, 'brandId' | 'email'> & { staffId: number | null };
  /** The hotel it concerns; null for brand-wide changes (staff, brand settings). */
  hotelId: number | null;
  /** What was done, `area.verb`: 'staff.invite', 'hotel.create', 'settings.update', … */
  action: string;
  /** What was changed: 'staff:12', 'hotel:sakura-tokyo', … */
  target: string;
  /** The state before and after (JSON-serialisable; undefined: none). Never a secret. */
  before: unknown;
  after: unknown;
  /** When; default now. Routes pass their clock (`deps.now()`), so tests can move time. */
  at?: Date;
}

const json = (value: unknown): string | null =>
  value === undefined ? null : JSON.stringify(value);

/**
 * Appends a change to the brand's audit log. Call it with the transaction of the write it
 * records, so both land or neither does. The table refuses UPDATE and DELETE (migration 032).
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      brand_id: entry.staff.brandId,
      hotel_id: entry.hotelId,
      actor_staff_id: entry.staff.staffId,
      actor_email: entry.staff.email,
      action: entry.action,
      target: entry.target,
      before: json(entry.before),
      after: json(entry.after),
      created_at: entry.at ?? new Date(),
    })
    .execute();
}
