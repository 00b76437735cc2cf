import type { Kysely } from 'kysely';
import type { CodeMapping } from '../../../src/api/contract/console/connectivity.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { notFound } from '../../http/errors.ts';
import { createCredential, revokeCredential } from '../alpinebits/credentials.ts';
import { ALPINEBITS_PATH } from '../alpinebits/route.ts';
import { type Actor, audited, iso } from './audit.ts';

export const endpointUrl = (origin: string): string => `${origin}${ALPINEBITS_PATH}`;

export async function listCredentials(db: Kysely<Database>, hotelId: number) {
  const rows = await db
    .selectFrom('alpinebits_credentials')
    .select(['id', 'username', 'label', 'created_at', 'revoked_at'])
    .where('hotel_id', '=', hotelId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    created_at: iso(r.created_at) ?? '',
    revoked_at: iso(r.revoked_at),
  }));
}

export async function addCredential(db: Kysely<Database>, actor: Actor, label: string) {
  const made = await audited(
    db,
    actor,
    {
      action: 'connectivity.alpinebits_credential.create',
      target: 'alpinebits',
      before: null,
      after: (c: { username: string }) => ({ username: c.username, label }),
    },
    (trx) => createCredential(trx, actor.hotel.id, label),
  );
  return {
    id: made.id,
    username: made.username,
    label,
    password: made.password,
    created_at: actor.now.toISOString(),
    revoked_at: null,
  };
}

export async function dropCredential(db: Kysely<Database>, actor: Actor, id: number) {
  const done = await audited(
    db,
    actor,
    {
      action: 'connectivity.alpinebits_credential.revoke',
      target: `alpinebits:${id}`,
      before: { id },
      after: () => ({ revoked: true }),
    },
    async (trx) => {
      const revoked = await revokeCredential(trx, actor.hotel.id, id, actor.now);
      if (!revoked) throw notFound('credential');
      return revoked;
    },
  );
  return done;
}

export async function codeMap(db: Kysely<Database>, hotelId: number) {
  const rows = await db
    .selectFrom('alpinebits_code_map as m')
    .leftJoin('room_types as t', 't.id', 'm.room_type_id')
    .leftJoin('plans as p', 'p.id', 'm.plan_id')
    .select(['m.id', 'm.kind', 'm.external_code', 't.code as room_type_code', 'p.hotel_plan_code'])
    .where('m.hotel_id', '=', hotelId)
    .orderBy('m.kind')
    .orderBy('m.external_code')
    .execute();
  return rows.map((r) =>
    r.kind === 'room_type'
      ? {
          id: r.id,
          kind: 'room_type' as const,
          external_code: r.external_code,
          room_type_code: r.room_type_code ?? '',
        }
      : {
          id: r.id,
          kind: 'rate_plan' as const,
          external_code: r.external_code,
          hotel_plan_code: r.hotel_plan_code ?? '',
        },
  );
}

/**
 * Replaces the hotel's mapping: each external code at most once per kind, each naming one of the
 * hotel's room types, or rate plan families (`hotel_plan_code`, stored through one of its plans).
 */
export async function replaceCodeMap(
  db: Kysely<Database>,
  actor: Actor,
  mappings: readonly CodeMapping[],
) {
  const seen = new Set<string>();
  mappings.forEach((m, i) => {
    const key = `${m.kind}|${m.external_code}`;
    if (seen.has(key)) throw invalid(`mappings.${i}.external_code`, 'duplicate');
    seen.add(key);
  });
  const [types, plans] = await Promise.all([
    db
      .selectFrom('room_types')
      .select(['id', 'code'])
      .where('hotel_id', '=', actor.hotel.id)
      .execute(),
    db
      .selectFrom('plans')
      .select(['id', 'hotel_plan_code'])
      .where('hotel_id', '=', actor.hotel.id)
      .orderBy('id')
      .execute(),
  ]);
  const rows = mappings.map((m, i) => {
    if (m.kind === 'room_type') {
      const type = types.find((t) => t.code === m.room_type_code);
      if (!type) throw invalid(`mappings.${i}.room_type_code`, 'code');
      return {
        hotel_id: actor.hotel.id,
        kind: m.kind,
        external_code: m.external_code,
        room_type_id: type.id,
        plan_id: null,
      };
    }
    const plan = plans.find((p) => p.hotel_plan_code === m.hotel_plan_code);
    if (!plan) throw invalid(`mappings.${i}.hotel_plan_code`, 'code');
    return {
      hotel_id: actor.hotel.id,
      kind: m.kind,
      external_code: m.external_code,
      room_type_id: null,
      plan_id: plan.id,
    };
  });
  const before = await codeMap(db, actor.hotel.id);
  await audited(
    db,
    actor,
    {
      action: 'connectivity.code_map.replace',
      target: 'alpinebits:code_map',
      before: before.map(({ id: _id, ...m }) => m),
      after: () => mappings,
    },
    async (trx) => {
      await trx.deleteFrom('alpinebits_code_map').where('hotel_id', '=', actor.hotel.id).execute();
      if (rows.length > 0) await trx.insertInto('alpinebits_code_map').values(rows).execute();
    },
  );
  return codeMap(db, actor.hotel.id);
}

export async function recentMessages(
  db: Kysely<Database>,
  hotelId: number,
  channel: 'alpinebits' | 'webhook' | 'ical' | undefined,
) {
  let query = db
    .selectFrom('connectivity_messages')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .orderBy('id', 'desc')
    .limit(100);
  if (channel) query = query.where('channel', '=', channel);
  const rows = await query.execute();
  return rows.map(({ hotel_id: _hotel, created_at, ...r }) => ({
    ...r,
    created_at: iso(created_at) ?? '',
  }));
}
