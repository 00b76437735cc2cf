import type { Kysely } from 'kysely';
import type {
  Reservation,
  UpdateGuests,
  UpdateReservation,
} from '../../../src/api/contract/index.ts';
import { convertRoomPrice, convertTotals } from '../../currency/convert.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { validateStay } from '../../domain/stay.ts';
import { updateSettings, validateUpdate } from '../../domain/update-rules.ts';
import { conflict, notAllowed } from '../../http/errors.ts';
import { loadCatalogue } from '../catalogue.ts';
import { checkAllowance, corporateStay } from '../corporate/allowances.ts';
import { hotelToday } from '../hotels.ts';
import { restateStayPoints } from '../points/checkout.ts';
import { refundReservationPoints } from '../points/ledger.ts';
import type { LoadedReservation } from './access.ts';
import { checkGuest } from './booking-rules.ts';
import { priceBooking } from './build.ts';
import { type LockPurpose, withReservationLock } from './lock.ts';
import { presentReservation, type ReservationRow } from './present.ts';
import { releaseStock, roomsPerType, takeStock } from './stock.ts';

function assertUpdatable(loaded: LoadedReservation, now: Date): void {
  const settings = updateSettings(loaded.row, hotelToday(loaded.hotel, now));
  if (!settings.updatable)
    throw notAllowed('This reservation can no longer be changed online.', {
      reason: settings.reason,
    });
}

/**
 * A change to a reservation still open to changes, made under its lock: another change in
 * progress answers 3013 (3016 for guests), a stale `expected_updated_at` 3014, and a booking
 * past its change deadline "not allowed".
 */
function lockedChange<B extends { expected_updated_at?: string | undefined }>(
  purpose: LockPurpose,
  change: (
    db: Kysely<Database>,
    locked: LoadedReservation,
    body: B,
    now: Date,
  ) => Promise<Reservation>,
) {
  return (
    db: Kysely<Database>,
    loaded: LoadedReservation,
    body: B,
    now: Date,
  ): Promise<Reservation> =>
    withReservationLock(
      db,
      loaded,
      { purpose, expectedUpdatedAt: body.expected_updated_at, now },
      (locked) => {
        assertUpdatable(locked, now);
        return change(db, locked, body, now);
      },
    );
}

/**
 * Moves a reservation to new dates and/or occupancy on the same plans, repriced at today's
 * rates. Old stock is given back and new stock taken in one transaction: if the new dates are
 * full (1105) nothing changes. Extras and coupon stay as booked.
 */
export const updateReservation = lockedChange<UpdateReservation>('update', updateLocked);

/** Replaces the guest details (and optional per-room guest names). */
export const updateGuests = lockedChange<UpdateGuests>('guests', writeGuests);

async function updateLocked(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  body: UpdateReservation,
  now: Date,
): Promise<Reservation> {
  const { row, hotel, policy } = loaded;
  validateStay(body.checkin_date, body.checkout_date, {
    today: hotelToday(hotel, now),
    reservablePeriodMonths: hotel.settings.reservable_period_months,
  });
  validateUpdate(row, body.checkin_date, body.checkout_date);
  const updated = await changeStay(db, loaded, body, now);
  return presentReservation(updated, hotel, policy, now);
}

/** New dates and occupancy for a booking's rooms (the guest's change and the hotel desk's). */
export interface StayChange {
  checkin_date: string;
  checkout_date: string;
  /** Per room, in order; absent: as booked. */
  rooms?:
    | { adults: number; kids_tiers?: { code: string; count: number }[] | undefined }[]
    | undefined;
  /** The total the caller was shown: another answers 409 with the new one. */
  expected_total_price?: number | undefined;
}

export interface StayChangeOptions {
  /** A total the hotel charges instead of the new price (the desk's override, hotel currency). */
  totalOverride?: number | undefined;
  /** Runs first in the change's transaction (the desk names its staff member there). */
  before?: (tx: Kysely<Database>) => Promise<void>;
  /** Prices the change with every check (stock, allowance) and writes nothing. */
  dryRun?: boolean;
}

/** Carries a dry run's result out of the transaction it rolls back. */
class DryRun extends Error {
  constructor(readonly row: ReservationRow) {
    super('dry run');
  }
}

/**
 * Moves a reservation to new dates and/or occupancy on the same plans, repriced at today's
 * rates, in one transaction: old stock given back, new stock taken (1105 when full: nothing
 * changes), points and a corporate allowance restated. No rule of who may change what is
 * checked here: the caller holds the lock and has checked its rules. A dry run answers the row
 * as it would be and rolls everything back.
 */
export async function changeStay(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  body: StayChange,
  now: Date,
  options: StayChangeOptions = {},
): Promise<ReservationRow> {
  const { row, hotel } = loaded;
  if (body.rooms && body.rooms.length !== row.rooms.length)
    throw invalid('rooms', 'must keep the number of rooms');
  const rooms = row.rooms.map((r, i) => {
    const change = body.rooms?.[i];
    return {
      room_type_code: r.room_type_code,
      room_plan_code: r.room_plan_code,
      adults: change?.adults ?? r.adults,
      kids_tiers: change ? (change.kids_tiers ?? []) : r.kids_tiers,
      ...(r.guest ? { guest: r.guest } : {}),
    };
  });
  const catalogue = await loadCatalogue(db, hotel.id);
  const coupon = row.coupon_code
    ? await db
        .selectFrom('coupons')
        .select(['discount_type', 'amount'])
        .where('hotel_id', '=', hotel.id)
        .where('code', '=', row.coupon_code)
        .executeTakeFirst()
    : undefined;
  try {
    return await db.transaction().execute(async (tx) => {
      await options.before?.(tx);
      const updated = await repriceIn(tx, loaded, body, rooms, now, {
        catalogue,
        coupon: coupon ?? null,
        totalOverride: options.totalOverride,
      });
      if (options.dryRun) throw new DryRun(updated);
      return updated;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.row;
    throw error;
  }
}

async function repriceIn(
  tx: Kysely<Database>,
  loaded: LoadedReservation,
  body: StayChange,
  rooms: Parameters<typeof priceBooking>[6],
  now: Date,
  context: {
    catalogue: Awaited<ReturnType<typeof loadCatalogue>>;
    coupon: Parameters<typeof priceBooking>[8];
    totalOverride: number | undefined;
  },
): Promise<ReservationRow> {
  const { row, hotel } = loaded;
  for (const [roomTypeId, count] of roomsPerType(row.rooms)) {
    await releaseStock(tx, roomTypeId, count, row.checkin_date, row.checkout_date);
  }
  const priced = await priceBooking(
    tx,
    hotel,
    context.catalogue,
    body.checkin_date,
    body.checkout_date,
    hotelToday(hotel, now),
    rooms,
    [],
    context.coupon,
    row.price.spending_point_value ?? 0,
  );
  // Points spent keep paying; any the new price no longer needs go back to the member.
  await refundReservationPoints(tx, row.id, () => priced.price.spending_point_value ?? 0, now);
  let price = { ...priced.price };
  // Extras are kept as booked; add them back into the totals.
  for (const e of row.extras) {
    price.extra_price_without_tax += e.price_without_tax;
    price.total_extra_price += e.price;
    price.total_price_without_tax += e.price_without_tax;
    price.tax += e.price - e.price_without_tax;
    price.total_price += e.price;
  }
  // A multi-currency booking keeps its currency and the rate it was booked at.
  const mcp = row.mcp_exchange_rate;
  const newRooms = mcp
    ? priced.rooms.map((r) => ({ ...r, price: convertRoomPrice(r.price, mcp) }))
    : priced.rooms;
  const quoted = mcp ? convertTotals(price, mcp) : price;
  if (body.expected_total_price !== undefined) {
    const shown = mcp ? (quoted.mcp_total_price ?? quoted.total_price) : quoted.total_price;
    if (body.expected_total_price !== shown) {
      throw conflict('The price has changed. Please confirm the new price.', {
        total_price: quoted.total_price,
        ...(mcp ? { mcp_total_price: quoted.mcp_total_price, mcp_currency: mcp.currency } : {}),
      });
    }
  }
  // The hotel's own price for the change replaces the quoted one (checked against it above).
  if (context.totalOverride !== undefined) price.total_price = context.totalOverride;
  if (mcp) price = convertTotals(price, mcp);
  for (const [roomTypeId, count] of roomsPerType(priced.rooms)) {
    await takeStock(tx, roomTypeId, count, body.checkin_date, body.checkout_date);
  }
  // A corporate booking's new dates must fit its member's allowance (its old nights given back).
  const organizationId = row.organization_id;
  const memberId = row.member_id;
  const corporate =
    organizationId !== null && memberId !== null
      ? corporateStay({ memberId, organizationId }, priced, body)
      : null;
  if (corporate) await checkAllowance(tx, { ...corporate, reservationId: row.id }, true);
  // Points earned follow the stay: its new price, spendable after its new check-out.
  await restateStayPoints(
    tx,
    row.id,
    { checkoutDate: body.checkout_date, paid: price.total_price },
    now,
  );
  return tx
    .updateTable('reservations')
    .set({
      checkin_date: body.checkin_date,
      checkout_date: body.checkout_date,
      rooms: JSON.stringify(newRooms),
      price: JSON.stringify(price),
      total_price: price.total_price,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .where('status', '=', 'done')
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function writeGuests(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  body: UpdateGuests,
  now: Date,
): Promise<Reservation> {
  const { row, hotel, policy } = loaded;
  checkGuest(hotel, body.guest);
  if (body.rooms && body.rooms.length !== row.rooms.length)
    throw invalid('rooms', 'must have one entry per room');
  const rooms = row.rooms.map((r, i) => ({
    ...r,
    guest: body.rooms ? (body.rooms[i] ?? null) : r.guest,
  }));
  const updated = await db
    .updateTable('reservations')
    .set({ guest: JSON.stringify(body.guest), rooms: JSON.stringify(rooms), updated_at: now })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentReservation(updated, hotel, policy, now);
}
