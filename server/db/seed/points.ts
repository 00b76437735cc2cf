import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { DEMO_MEMBER, DEMO_PROGRAM } from './members.ts';

const DAY_MS = 86_400_000;

/** The demo hotel where members use points at checkout. */
export const POINTS_HOTEL = 'sakura-tokyo';

/** The demo program's points settings: 2% of what a stay costs, spent in 100s from 100. */
export const DEMO_POINTS = { earnPercent: 2, step: 100, minimum: 100, validityDays: 365 };

/**
 * Points for the demo (issue 14): the demo program gets its points program, Sakura Hotel Tokyo
 * offers points at checkout, and the demo member
 * a history — points gained a year ago (partly exchanged, the rest expired), points from a
 * recent stay, and points from a stay still to come — 3,000 spendable, 800 in the future.
 * Idempotent: the history is written only when the member has no points account yet.
 */
export async function seedPoints(db: Kysely<Database>, now = new Date()): Promise<void> {
  const member = await db
    .selectFrom('members')
    .innerJoin('membership_programs as p', 'p.id', 'members.program_id')
    .select(['members.id', 'members.program_id'])
    .where('members.membership_id', '=', DEMO_MEMBER.membership_id)
    .where('p.name', '=', DEMO_PROGRAM.name)
    .executeTakeFirst();
  if (!member) return;
  const has = await db
    .selectFrom('point_accounts')
    .select('member_id')
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  if (has) return;
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('membership_programs')
      .set({
        point_program_enabled: true,
        point_earn_percent: DEMO_POINTS.earnPercent,
        point_step: DEMO_POINTS.step,
        point_minimum: DEMO_POINTS.minimum,
        point_validity_days: DEMO_POINTS.validityDays,
      })
      .where('id', '=', member.program_id)
      .execute();
    // The Tokyo hotel offers points at checkout (demo hotels have the point program off).
    await sql`UPDATE hotels SET settings = jsonb_set(settings::jsonb, '{point_program_disabled}', 'false')
      WHERE code = ${POINTS_HOTEL}`.execute(tx);
    await tx
      .insertInto('point_accounts')
      .values({ member_id: member.id, program_id: member.program_id })
      .execute();
    const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);
    const row = (
      kind: 'gained' | 'spent' | 'expired' | 'future',
      points: number,
      at: number,
      extra: { exchange_type?: string; expires?: number; available?: number } = {},
    ) => ({
      member_id: member.id,
      program_id: member.program_id,
      kind,
      points,
      reservation_id: null,
      exchange_type: extra.exchange_type ?? null,
      available_at: day(extra.available ?? at),
      expires_at: extra.expires === undefined ? null : day(extra.expires),
      created_at: day(at),
    });
    await tx
      .insertInto('point_entries')
      .values([
        row('gained', 2_000, -400, { expires: -35 }),
        row('spent', -500, -380, { exchange_type: 'digico' }),
        row('expired', -1_500, -35),
        row('gained', 1_000, -90, { expires: 275 }),
        row('gained', 2_000, -30, { expires: 335 }),
        row('future', 800, -5, { available: 10, expires: 375 }),
      ])
      .execute();
  });
}
