import type { Kysely } from 'kysely';
import type {
  CorporateAdminRow,
  OrganizationReservations,
  OrganizationReservationsQuery,
} from '../../../src/api/contract/index.ts';
import { daysBetween } from '../../../src/rules/dates.ts';
import { allowanceNights } from '../../../src/rules/organization.ts';
import type { Database } from '../../db/schema.ts';
import { reservedKey, reservedNightsByPeriod } from './allowances.ts';

/**
 * The admin listing (product.md §3 "Corporate admin row", §6): the organization's reservations
 * made through the site (a corporate plan booked by a signed-in member of it), each in the
 * period of its check-in with its guest's allowance there, oldest check-in first. Filters: one
 * year and/or one period name. Only this organization's rows can come out: the query is scoped
 * by its id, which the route took from the admin's own membership.
 */
export async function organizationReservations(
  db: Kysely<Database>,
  organizationId: number,
  filter: OrganizationReservationsQuery,
): Promise<OrganizationReservations> {
  let query = db
    .selectFrom('reservations as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .innerJoin('organization_periods as p', (join) =>
      join
        .on('p.organization_id', '=', organizationId)
        .onRef('r.checkin_date', '>=', 'p.starts_on')
        .onRef('r.checkin_date', '<=', 'p.ends_on'),
    )
    .where('r.organization_id', '=', organizationId)
    .where('r.member_id', 'is not', null)
    .select([
      'r.number',
      'r.member_id',
      'r.guest',
      'r.rooms',
      'r.status',
      'r.total_price',
      'r.checkin_date',
      'r.checkout_date',
      'h.name as hotel_name',
      'h.currency',
      'p.id as period_id',
      'p.name as period',
      'p.year',
      'p.max_nights',
    ])
    .orderBy('r.checkin_date')
    .orderBy('r.id');
  if (filter.year !== undefined) query = query.where('p.year', '=', filter.year);
  if (filter.period !== undefined) query = query.where('p.name', '=', filter.period);
  const [rows, reserved, periods] = await Promise.all([
    query.execute(),
    reservedNightsByPeriod(db, organizationId, 'all'),
    db
      .selectFrom('organization_periods')
      .select(['year', 'name as period'])
      .where('organization_id', '=', organizationId)
      .orderBy('starts_on')
      .execute(),
  ]);
  const data = rows.map(
    (row): CorporateAdminRow => ({
      reservation_number: row.number,
      guest_name: `${row.guest.last_name} ${row.guest.first_name}`,
      hotel_name: row.hotel_name,
      checkin_date: row.checkin_date,
      nights: daysBetween(row.checkin_date, row.checkout_date),
      rooms: row.rooms.length,
      status: row.status,
      price: row.total_price,
      currency: row.currency,
      ...allowanceNights(
        row.max_nights,
        reserved.get(reservedKey(row.period_id, row.member_id)) ?? 0,
      ),
      period: row.period,
      year: row.year,
    }),
  );
  return { data, periods };
}
