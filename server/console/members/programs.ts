import { type Kysely, sql } from 'kysely';
import type {
  ConsoleProgram,
  UpdateConsoleProgram,
} from '../../../src/api/contract/console/members.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { staffForbidden } from '../auth/errors.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';

const FIELDS = [
  'id',
  'name',
  'translations',
  'sign_up_open',
  'update_member_profile_enabled',
  'point_program_enabled',
  'point_earn_percent',
  'point_step',
  'point_minimum',
  'point_validity_days',
] as const;

function programsQuery(db: Kysely<Database>, brandId: number) {
  return db
    .selectFrom('membership_programs as p')
    .select(FIELDS.map((f) => `p.${f}` as const))
    .select(
      sql<number>`(SELECT count(*)::int FROM members m WHERE m.program_id = p.id AND m.deleted_at IS NULL)`.as(
        'members',
      ),
    )
    .where('p.brand_id', '=', brandId);
}

/** The brand's programs in the widget's order, each with its live members. */
export function listPrograms(db: Kysely<Database>, brandId: number): Promise<ConsoleProgram[]> {
  return programsQuery(db, brandId).orderBy('p.position').orderBy('p.id').execute();
}

async function brandProgram(
  db: Kysely<Database>,
  brandId: number,
  id: number,
): Promise<ConsoleProgram> {
  const program = await programsQuery(db, brandId).where('p.id', '=', id).executeTakeFirst();
  if (!program) throw notFound('Membership program');
  return program;
}

/** The path's `:id` as a program id (404 for anything else). */
export function programIdOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw notFound('Membership program');
  return Number(raw);
}

/**
 * Changes a program's name, sign-up and points settings; the audit entry holds the fields that
 * changed, before and after. Points already in ledgers keep their validity; the new settings
 * apply to what is earned, spent or given from now on. A program is the brand's: only staff of
 * every hotel may change it (as for deleting an account).
 */
export async function updateProgram(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  id: number,
  input: UpdateConsoleProgram,
  now: Date,
): Promise<ConsoleProgram> {
  if (staff.hotelIds !== null)
    throw staffForbidden('changing a program is for members of every hotel of the brand');
  return db.transaction().execute(async (tx) => {
    const before = await brandProgram(tx, staff.brandId, id);
    const changed = (Object.keys(input) as (keyof UpdateConsoleProgram)[]).filter(
      (key) => before[key] !== input[key],
    );
    if (changed.length === 0) return before;
    await tx.updateTable('membership_programs').set(input).where('id', '=', id).execute();
    await recordAudit(tx, {
      staff,
      hotelId: null,
      action: 'program.update',
      target: `program:${id}`,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, input[key]])),
      at: now,
    });
    return brandProgram(tx, staff.brandId, id);
  });
}
