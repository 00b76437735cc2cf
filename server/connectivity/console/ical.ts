import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { notFound } from '../../http/errors.ts';
import { createIcalFeed, removeIcalFeed } from '../ical/feeds.ts';
import { createIcalExport, revokeIcalExport } from '../ical/tokens.ts';
import { checkUrlToSave, type OutboundPolicy } from '../outbound-host.ts';
import { type Actor, audited, iso } from './audit.ts';

async function roomTypeOf(db: Kysely<Database>, hotelId: number, code: string) {
  const type = await db
    .selectFrom('room_types')
    .select(['id', 'code'])
    .where('hotel_id', '=', hotelId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!type) throw invalid('room_type_code', 'code');
  return type;
}

async function feedView(db: Kysely<Database>, hotelId: number, id?: number) {
  let query = db
    .selectFrom('ical_feeds as f')
    .innerJoin('room_types as t', 't.id', 'f.room_type_id')
    .select([
      'f.id',
      't.code as room_type_code',
      'f.name',
      'f.url',
      'f.created_at',
      'f.last_fetched_at',
      'f.last_outcome',
      'f.last_error',
    ])
    .where('f.hotel_id', '=', hotelId)
    .where('f.removed_at', 'is', null)
    .orderBy('f.id');
  if (id !== undefined) query = query.where('f.id', '=', id);
  const feeds = await query.execute();
  const conflicts =
    feeds.length === 0
      ? []
      : await db
          .selectFrom('ical_conflicts')
          .select(['feed_id', 'date', 'booked'])
          .where(
            'feed_id',
            'in',
            feeds.map((f) => f.id),
          )
          .orderBy('date')
          .execute();
  return feeds.map((f) => ({
    ...f,
    created_at: iso(f.created_at) ?? '',
    last_fetched_at: iso(f.last_fetched_at),
    conflicts: conflicts
      .filter((c) => c.feed_id === f.id)
      .map((c) => ({ date: String(c.date), booked: c.booked })),
  }));
}

export async function icalOverview(db: Kysely<Database>, hotelId: number) {
  const exports = await db
    .selectFrom('ical_exports as x')
    .innerJoin('room_types as t', 't.id', 'x.room_type_id')
    .select(['x.id', 't.code as room_type_code', 'x.created_at', 'x.revoked_at'])
    .where('t.hotel_id', '=', hotelId)
    .orderBy('x.id', 'desc')
    .execute();
  return {
    exports: exports.map((x) => ({
      ...x,
      created_at: iso(x.created_at) ?? '',
      revoked_at: iso(x.revoked_at),
    })),
    feeds: await feedView(db, hotelId),
  };
}

export async function addExport(
  db: Kysely<Database>,
  actor: Actor,
  roomTypeCode: string,
  origin: string,
) {
  const type = await roomTypeOf(db, actor.hotel.id, roomTypeCode);
  const made = await audited(
    db,
    actor,
    {
      action: 'connectivity.ical_export.create',
      target: `room_type:${type.code}`,
      before: null,
      after: (x: { id: number }) => ({ id: x.id }),
    },
    (trx) => createIcalExport(trx, type.id),
  );
  return {
    id: made.id,
    room_type_code: type.code,
    created_at: actor.now.toISOString(),
    revoked_at: null,
    url: `${origin}/ical/${made.token}.ics`,
  };
}

export async function dropExport(db: Kysely<Database>, actor: Actor, id: number) {
  await audited(
    db,
    actor,
    {
      action: 'connectivity.ical_export.revoke',
      target: `ical_export:${id}`,
      before: { id },
      after: () => ({ revoked: true }),
    },
    async (trx) => {
      if (!(await revokeIcalExport(trx, actor.hotel.id, id, actor.now)))
        throw notFound('iCal export');
    },
  );
}

export async function addFeed(
  db: Kysely<Database>,
  actor: Actor,
  input: { room_type_code: string; url: string; name: string },
  outbound: OutboundPolicy,
) {
  await checkUrlToSave(input.url, outbound);
  const type = await roomTypeOf(db, actor.hotel.id, input.room_type_code);
  const made = await audited(
    db,
    actor,
    {
      action: 'connectivity.ical_feed.create',
      target: `room_type:${type.code}`,
      before: null,
      after: (f: { id: number }) => ({ id: f.id, url: input.url, name: input.name }),
    },
    (trx) =>
      createIcalFeed(trx, {
        hotelId: actor.hotel.id,
        roomTypeId: type.id,
        url: input.url,
        name: input.name,
      }),
  );
  const [view] = await feedView(db, actor.hotel.id, made.id);
  if (!view) throw notFound('iCal feed');
  return view;
}

export async function dropFeed(db: Kysely<Database>, actor: Actor, id: number) {
  await audited(
    db,
    actor,
    {
      action: 'connectivity.ical_feed.remove',
      target: `ical_feed:${id}`,
      before: { id },
      after: () => ({ removed: true }),
    },
    async (trx) => {
      if (!(await removeIcalFeed(trx, actor.hotel.id, id, actor.now))) throw notFound('iCal feed');
    },
  );
}
