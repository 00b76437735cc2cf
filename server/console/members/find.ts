import { type Kysely, sql } from 'kysely';
import {
  type ConsoleMemberRow,
  type ConsoleMemberStatus,
  MEMBER_SEARCH_LIMIT,
} from '../../../src/api/contract/console/members.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { MemberRow } from '../../services/members/present.ts';

/** A member's state as staff see it: blocked wins over unconfirmed. */
export function memberStatus(
  member: Pick<MemberRow, 'blocked_at' | 'confirmed_at'>,
): ConsoleMemberStatus {
  if (member.blocked_at) return 'blocked';
  return member.confirmed_at ? 'active' : 'unconfirmed';
}

/** The audit target of a member: their membership number, not their address. */
export const memberTarget = (member: Pick<MemberRow, 'membership_id'>): string =>
  `member:${member.membership_id}`;

/** `part` as a LIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (part: string): string => `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The brand's live members whose name (either order, kana too), e-mail, membership number or
 * phone contains `q` (any case; the number and phone also by their digits alone), newest first;
 * without `q`, the newest. One more row than the limit is read to say whether others matched.
 */
export async function searchMembers(
  db: Kysely<Database>,
  brandId: number,
  q: string | undefined,
): Promise<{ rows: ConsoleMemberRow[]; more: boolean }> {
  let query = db
    .selectFrom('members as m')
    .innerJoin('membership_programs as p', 'p.id', 'm.program_id')
    .select([
      'm.id',
      'm.membership_id',
      'm.first_name',
      'm.last_name',
      'm.email',
      'm.confirmed_at',
      'm.blocked_at',
      'm.created_at',
      'p.name as program_name',
    ])
    .where('m.brand_id', '=', brandId)
    .where('m.deleted_at', 'is', null);
  const part = q?.trim().toLowerCase() ?? '';
  if (part !== '') {
    const pattern = containing(part);
    const digits = part.replace(/\D/g, '');
    const text = sql<string>`lower(concat_ws(' ', m.email, m.first_name, m.last_name, m.first_name,
      m.first_name_kana, m.last_name_kana, m.first_name_kana, m.membership_id, m.phone))`;
    query = query.where((eb) =>
      eb.or([
        eb(text, 'like', pattern),
        ...(digits.length >= 4
          ? [
              eb(
                sql<string>`regexp_replace(concat_ws(' ', m.membership_id, m.phone), '[^0-9]', '', 'g')`,
                'like',
                containing(digits),
              ),
            ]
          : []),
      ]),
    );
  }
  const found = await query
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(MEMBER_SEARCH_LIMIT + 1)
    .execute();
  return {
    rows: found.slice(0, MEMBER_SEARCH_LIMIT).map((m) => ({
      id: m.id,
      membership_id: m.membership_id,
      name: `${m.first_name} ${m.last_name}`.trim(),
      email: m.email,
      program_name: m.program_name,
      status: memberStatus(m),
      created_at: m.created_at.toISOString(),
    })),
    more: found.length > MEMBER_SEARCH_LIMIT,
  };
}

/** The path's `:id` as a member id (404 for anything else). */
export function memberIdOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw notFound('Member');
  return Number(raw);
}

/** A live member of the brand (404 for another brand's, a deleted one, or none). */
export async function brandMember(
  db: Kysely<Database>,
  brandId: number,
  id: number,
): Promise<MemberRow> {
  const member = await db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', id)
    .where('brand_id', '=', brandId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!member) throw notFound('Member');
  return member;
}
