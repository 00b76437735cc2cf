import { randomBytes } from 'node:crypto';
import type { CreateReservation } from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { tokyoBooking } from './fixtures.ts';
import type { TestContext } from './harness.ts';
import { asMember, type Headers, newMember, widgetSession } from './members.ts';

/** A test organization of the Sakura brand with its own corporate plan and one allowance period. */
export interface TestOrganization {
  id: number;
  brandId: number;
  planCode: string;
  /** The period's name and year (from today for 400 days). */
  period: { name: string; year: number };
  /** A new member of the organization with this role, signed in. */
  join(role: string): Promise<{ memberId: number; headers: Headers }>;
  /** A booking of the corporate plan for `nights` nights from `checkin`. */
  booking(checkin: string, nights?: number, rooms?: number): CreateReservation;
  /** `/api/v1/hotel_brands/{brand}/organizations/{id}` plus `rest`. */
  path(rest?: string): string;
}

/**
 * Creates an organization (tests of one file share the database, so each test makes its own):
 * one period covering the next 400 days with `maxNights` each, and a corporate plan of the
 * Tokyo deluxe twin, pay at the hotel.
 */
export async function testOrganization(
  ctx: TestContext,
  maxNights: number,
): Promise<TestOrganization> {
  const db = ctx.handle.db;
  const hotel = await db
    .selectFrom('hotels')
    .select(['id', 'brand_id'])
    .where('code', '=', 'sakura-tokyo')
    .executeTakeFirstOrThrow();
  const code = `org-${randomBytes(4).toString('hex')}`;
  const { id } = await db
    .insertInto('organizations')
    .values({ brand_id: hotel.brand_id, code, name: code, display_name: `${code} 商事` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const period = { name: `P-${code}`, year: Number(ctx.today.slice(0, 4)) };
  await db
    .insertInto('organization_periods')
    .values({
      organization_id: id,
      year: period.year,
      name: period.name,
      starts_on: ctx.today,
      ends_on: addDays(ctx.today, 400),
      max_nights: maxNights,
    })
    .execute();
  const model = await db
    .selectFrom('plans')
    .selectAll()
    .where('hotel_id', '=', hotel.id)
    .where('code', '=', 'twin-members')
    .executeTakeFirstOrThrow();
  const { id: _id, ...copy } = model;
  const planCode = `corp-${code}`;
  await db
    .insertInto('plans')
    .values({
      ...copy,
      code: planCode,
      inclusive_extra_ids: JSON.stringify(copy.inclusive_extra_ids),
      names: JSON.stringify(copy.names),
      descriptions: JSON.stringify(copy.descriptions),
      payment_type: 'on_site',
      program_id: null,
      organization_id: id,
    })
    .execute();
  const session = await widgetSession(ctx);
  return {
    id,
    brandId: hotel.brand_id,
    planCode,
    period,
    async join(role) {
      const m = await newMember(ctx, session);
      await db
        .insertInto('organization_members')
        .values({ member_id: m.user.id, organization_id: id, role })
        .execute();
      return { memberId: m.user.id, headers: asMember(session, m.access_token) };
    },
    booking(checkin, nights = 1, rooms = 1) {
      return tokyoBooking(checkin, nights, {
        rooms: Array.from({ length: rooms }, () => ({
          room_type_code: 'deluxe-twin',
          room_plan_code: planCode,
          adults: 2,
        })),
      });
    },
    path(rest = '') {
      return `/api/v1/hotel_brands/${hotel.brand_id}/organizations/${id}${rest}`;
    },
  };
}
