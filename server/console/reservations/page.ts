import type { Kysely } from 'kysely';
import type {
  DeskEvent,
  DeskPayment,
  DeskReservation,
} from '../../../src/api/contract/console/reservations.ts';
import type { Database } from '../../db/schema.ts';
import { cancellationFee } from '../../domain/cancellation.ts';
import { notFound } from '../../http/errors.ts';
import { type LoadedReservation, loadReservation } from '../../services/reservations/access.ts';
import { presentLoadedReservation } from '../../services/reservations/present.ts';
import type { ConsoleHotel } from '../auth/staff-context.ts';
import { sourceSql } from './source.ts';

/** A reservation of the console's hotel by number; any other (or none) is the same 404. */
export async function loadDeskReservation(
  db: Kysely<Database>,
  hotel: ConsoleHotel,
  number: string,
): Promise<LoadedReservation> {
  const loaded = await loadReservation(db, number);
  if (!loaded || loaded.row.hotel_id !== hotel.id) throw notFound('Reservation');
  return loaded;
}

/** The events of a reservation, oldest first. */
export async function reservationEvents(
  db: Kysely<Database>,
  reservationId: number,
): Promise<DeskEvent[]> {
  const rows = await db
    .selectFrom('reservation_events')
    .select(['id', 'kind', 'actor_staff_id', 'actor_email', 'detail', 'created_at'])
    .where('reservation_id', '=', reservationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((e) => ({
    id: e.id,
    kind: e.kind,
    at: new Date(e.created_at).toISOString(),
    actor: e.actor_email === null ? null : { staff_id: e.actor_staff_id, email: e.actor_email },
    detail: e.detail === null ? null : (JSON.parse(e.detail) as Record<string, unknown>),
  }));
}

/** Card payments and pay-by-link requests of a reservation (brand and last four only). */
async function payments(db: Kysely<Database>, reservationId: number): Promise<DeskPayment[]> {
  const [cards, links] = await Promise.all([
    db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .execute(),
    db
      .selectFrom('payment_links')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .execute(),
  ]);
  return [
    ...cards.map((p) => ({
      kind: 'card' as const,
      reference: p.gateway_payment_id,
      status: p.status,
      amount: p.amount,
      refunded_amount: p.refunded_amount,
      currency: p.currency,
      card_brand: p.card_brand,
      card_last4: p.card_last4,
      created_at: new Date(p.created_at).toISOString(),
    })),
    ...links.map((l) => ({
      kind: 'pay_link' as const,
      reference: l.payment_number,
      status: l.status,
      amount: l.amount,
      refunded_amount: l.refunded_amount,
      currency: l.currency,
      card_brand: l.card_brand,
      card_last4: l.card_last4,
      created_at: new Date(l.created_at).toISOString(),
    })),
  ];
}

/** Everything the desk shows of one reservation. */
export async function deskReservation(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  now: Date,
): Promise<DeskReservation> {
  const { row, hotel, policy } = loaded;
  const fileIds = row.answers.flatMap((a) => a.attachment_ids ?? []);
  const [source, member, organization, files, points, paid, events] = await Promise.all([
    db
      .selectFrom('reservations as r')
      .select(sourceSql.as('source'))
      .where('r.id', '=', row.id)
      .executeTakeFirstOrThrow(),
    row.member_id === null
      ? undefined
      : db
          .selectFrom('members')
          .select(['id', 'membership_id', 'first_name', 'last_name', 'email'])
          .where('id', '=', row.member_id)
          .executeTakeFirst(),
    row.organization_id === null
      ? undefined
      : db
          .selectFrom('organizations')
          .select(['id', 'name'])
          .where('id', '=', row.organization_id)
          .executeTakeFirst(),
    db
      .selectFrom('file_attachments')
      .select(['id', 'filename', 'content_type'])
      .where((eb) =>
        eb.or([
          eb('reservation_id', '=', row.id),
          eb('id', 'in', fileIds.length > 0 ? fileIds : ['-']),
        ]),
      )
      .execute(),
    db
      .selectFrom('point_entries')
      .select(['points'])
      .where('reservation_id', '=', row.id)
      .execute(),
    payments(db, row.id),
    reservationEvents(db, row.id),
  ]);
  const verdict = cancellationFee(
    { parts: policy.parts, no_show_percentage: policy.no_show_percentage },
    row.checkin_date,
    row.total_price,
    now,
    hotel.time_zone,
  );
  const card = paid.find((p) => p.kind === 'card');
  return {
    reservation: presentLoadedReservation(loaded, now),
    hotel_currency: hotel.currency,
    source: source.source,
    member: member
      ? {
          id: member.id,
          membership_id: member.membership_id,
          name: `${member.first_name} ${member.last_name}`.trim(),
          email: member.email,
        }
      : null,
    organization: organization ?? null,
    attachments: files,
    points: {
      spent: -points.filter((p) => p.points < 0).reduce((sum, p) => sum + p.points, 0),
      earned: points.filter((p) => p.points > 0).reduce((sum, p) => sum + p.points, 0),
    },
    payments: paid,
    events,
    cancellation_quote: {
      fee: verdict.fee,
      percentage: verdict.percentage,
      card_held: card !== undefined && ['authorized', 'captured'].includes(card.status),
    },
    no_show_fee: Math.floor((row.total_price * policy.no_show_percentage) / 100),
    locked: row.locked_until !== null && row.locked_until > now,
  };
}
