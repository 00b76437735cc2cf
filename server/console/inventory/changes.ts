import { type Kysely, sql } from 'kysely';
import type {
  BulkChange,
  CalendarFields,
  CopyPeriod,
} from '../../../src/api/contract/console/inventory.ts';
import { addDays, dayOfWeek, daysBetween } from '../../../src/rules/dates.ts';
import { NO_RESTRICTION } from '../../../src/rules/inventory/restrictions.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { notFound } from '../../http/errors.ts';
import type { PlanRow } from '../../services/catalogue.ts';
import { recordAudit } from '../audit/record.ts';
import type { ConsoleHotel, StaffPrincipal } from '../auth/staff-context.ts';
import { calendarNights } from './calendar.ts';
import {
  type ClosedRow,
  deleteNights,
  type RateRow,
  RESTRICTION_FIELDS,
  type RestrictionField,
  type RestrictionRow,
  type StockRow,
  writeClosed,
  writeRates,
  writeRestrictions,
  writeStock,
} from './writes.ts';

/**
 * The calendar's changes (issue 39): one cell, a bulk change (dates × weekdays × rows ×
 * fields), a copied period, and undoing the last bulk change or copy. Each runs in one
 * transaction with its audit entry, whose `before` and `after` hold the nights it touched as
 * they were and became (the scope and the rows), so undo restores exactly `before`.
 */

/** What a change touched: the nights of these plans and room types, and which tables. */
interface Scope {
  plan_ids: number[];
  room_type_ids: number[];
  dates: string[];
  rates: boolean;
  restrictions: boolean;
  stock: boolean;
}

interface State {
  rates: RateRow[];
  restrictions: RestrictionRow[];
  stock: (StockRow & { closed: boolean })[];
}

/** An audit entry's `before` / `after` of a calendar change. */
interface Recorded {
  scope: Scope;
  state: State;
}

const UNDOABLE = ['inventory.bulk', 'inventory.copy'] as const;

async function readState(db: Kysely<Database>, scope: Scope): Promise<State> {
  const dates = new Set(scope.dates);
  const first = scope.dates[0];
  const last = scope.dates.at(-1);
  if (!first || !last) return { rates: [], restrictions: [], stock: [] };
  const plans = scope.plan_ids.length > 0 ? scope.plan_ids : [-1];
  const types = scope.room_type_ids.length > 0 ? scope.room_type_ids : [-1];
  const [rates, restrictions, stock] = await Promise.all([
    scope.rates
      ? db
          .selectFrom('plan_rates')
          .select(['plan_id', 'date', 'adults', 'children'])
          .where('plan_id', 'in', plans)
          .where('date', '>=', first)
          .where('date', '<=', last)
          .orderBy('plan_id')
          .orderBy('date')
          .execute()
      : [],
    scope.restrictions
      ? db
          .selectFrom('plan_restrictions')
          .selectAll()
          .where('plan_id', 'in', plans)
          .where('date', '>=', first)
          .where('date', '<=', last)
          .orderBy('plan_id')
          .orderBy('date')
          .execute()
      : [],
    scope.stock
      ? db
          .selectFrom('inventory')
          .select(['room_type_id', 'date', 'total', 'closed'])
          .where('room_type_id', 'in', types)
          .where('date', '>=', first)
          .where('date', '<=', last)
          .orderBy('room_type_id')
          .orderBy('date')
          .execute()
      : [],
  ]);
  return {
    rates: rates.filter((r) => dates.has(r.date)),
    restrictions: restrictions.filter((r) => dates.has(r.date)),
    stock: stock.filter((r) => dates.has(r.date)),
  };
}

/** Runs `write` with the scope's state recorded before and after; answers the entry's id. */
async function recorded(
  db: Kysely<Database>,
  who: { staff: StaffPrincipal; hotel: ConsoleHotel; now: Date },
  action: string,
  target: string,
  scope: Scope,
  write: (tx: Kysely<Database>, before: State) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const before = await readState(tx, scope);
    await write(tx, before);
    const after = await readState(tx, scope);
    const entry = (state: State): Recorded => ({ scope, state });
    await recordAudit(tx, {
      staff: who.staff,
      hotelId: who.hotel.id,
      action,
      target,
      before: entry(before),
      after: entry(after),
      at: who.now,
    });
    const row = await tx
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('hotel_id', '=', who.hotel.id)
      .where('action', '=', action)
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
}

/** The plan rows of `codes` at the hotel (400 naming the row for an unknown one). */
async function plansOf(
  db: Kysely<Database>,
  hotelId: number,
  rows: readonly { plan_code: string }[],
): Promise<PlanRow[]> {
  const plans = await db.selectFrom('plans').selectAll().where('hotel_id', '=', hotelId).execute();
  return rows.map((r, i) => {
    const plan = plans.find((p) => p.code === r.plan_code);
    if (!plan) throw invalid(`rows.${i}.plan_code`, 'is not a plan of this hotel');
    return plan;
  });
}

const unique = (values: readonly number[]): number[] => [...new Set(values)];

/** Applies `set` to every night of `dates` of every plan (and the plans' room types). */
async function applyFields(
  db: Kysely<Database>,
  who: { staff: StaffPrincipal; hotel: ConsoleHotel; now: Date },
  action: 'inventory.bulk' | 'inventory.cell',
  dates: readonly string[],
  plans: readonly PlanRow[],
  set: CalendarFields,
): Promise<{ change_id: number; nights_changed: number }> {
  const derived = plans.find((p) => p.parent_plan_id !== null);
  if (set.rate !== undefined && derived)
    throw invalid(
      'set.rate',
      `cannot be set on ${derived.code}: its prices follow its parent plan`,
    );
  const fields = RESTRICTION_FIELDS.filter((f) => set[f] !== undefined);
  const stock = set.rooms_to_sell !== undefined || set.closed !== undefined;
  const types = unique(plans.map((p) => p.room_type_id));
  const planIds = unique(plans.map((p) => p.id));
  const scope: Scope = {
    plan_ids: planIds,
    room_type_ids: stock ? types : [],
    dates: [...dates],
    rates: set.rate !== undefined,
    restrictions: fields.length > 0,
    stock,
  };
  const change_id = await recorded(
    db,
    who,
    action,
    `inventory:${who.hotel.code}`,
    scope,
    async (tx) => {
      if (set.rate === null) await deleteNights(tx, 'plan_rates', planIds, dates);
      else if (set.rate)
        await writeRates(
          tx,
          planIds.flatMap((plan_id) =>
            dates.map((date) => ({
              plan_id,
              date,
              adults: set.rate?.adults ?? [],
              children: set.rate?.children ?? {},
            })),
          ),
        );
      if (fields.length > 0) {
        const values: Partial<Record<RestrictionField, unknown>> = {};
        for (const f of fields) values[f] = set[f];
        await writeRestrictions(
          tx,
          planIds.flatMap((plan_id) =>
            dates.map(
              (date) => ({ ...NO_RESTRICTION, ...values, plan_id, date }) as RestrictionRow,
            ),
          ),
          fields,
        );
      }
      const total = set.rooms_to_sell;
      if (total !== undefined)
        await writeStock(
          tx,
          types.flatMap((room_type_id) => dates.map((date) => ({ room_type_id, date, total }))),
        );
      const closed = set.closed;
      if (closed !== undefined)
        await writeClosed(
          tx,
          types.flatMap((room_type_id) => dates.map((date) => ({ room_type_id, date, closed }))),
        );
    },
  );
  return { change_id, nights_changed: dates.length * planIds.length };
}

/** A bulk change: the nights `from`…`to` on the chosen weekdays (ISO 1–7), for the rows. */
export async function bulkChange(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  change: BulkChange,
  now: Date,
): Promise<{ change_id: number; nights_changed: number }> {
  const weekdays = change.weekdays ? new Set(change.weekdays.map((d) => d % 7)) : null;
  const dates = calendarNights(change.from, change.to).filter(
    (d) => !weekdays || weekdays.has(dayOfWeek(d)),
  );
  if (dates.length === 0) throw invalid('weekdays', 'leave no night between from and to');
  const plans = await plansOf(db, hotel.id, change.rows);
  return applyFields(db, { staff, hotel, now }, 'inventory.bulk', dates, plans, change.set);
}

/** One cell: one night of one row. */
export async function cellChange(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  change: { date: string; plan_code: string; set: CalendarFields },
  now: Date,
): Promise<{ change_id: number; nights_changed: number }> {
  const plans = await plansOf(db, hotel.id, [{ plan_code: change.plan_code }]);
  return applyFields(db, { staff, hotel, now }, 'inventory.cell', [change.date], plans, change.set);
}

/**
 * Copies the rows' own rates and restrictions of `from`…`to` onto the period starting
 * `target_from` (what the target had is replaced; derived plans keep following their parent),
 * and with `include_stock` the rooms to sell and closed nights too.
 */
export async function copyPeriod(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  copy: CopyPeriod,
  now: Date,
): Promise<{ change_id: number; nights_changed: number }> {
  const source = calendarNights(copy.from, copy.to);
  const shift = daysBetween(copy.from, copy.target_from);
  const target = source.map((d) => addDays(d, shift));
  const overlap = target.some((d) => d >= copy.from && d <= copy.to);
  if (overlap) throw invalid('target_from', 'must not overlap the copied period');
  const plans = await plansOf(db, hotel.id, copy.rows);
  const planIds = unique(plans.map((p) => p.id));
  const own = unique(plans.filter((p) => p.parent_plan_id === null).map((p) => p.id));
  const types = unique(plans.map((p) => p.room_type_id));
  const read: Scope = {
    plan_ids: planIds,
    room_type_ids: copy.include_stock ? types : [],
    dates: source,
    rates: true,
    restrictions: true,
    stock: copy.include_stock,
  };
  const scope: Scope = { ...read, dates: target };
  const moved = <T extends { date: string }>(row: T): T => ({
    ...row,
    date: addDays(row.date, shift),
  });
  const change_id = await recorded(
    db,
    { staff, hotel, now },
    'inventory.copy',
    `inventory:${hotel.code}`,
    scope,
    async (tx) => {
      const from = await readState(tx, read);
      await deleteNights(tx, 'plan_rates', own, target);
      await writeRates(tx, from.rates.filter((r) => own.includes(r.plan_id)).map(moved));
      await deleteNights(tx, 'plan_restrictions', planIds, target);
      await writeRestrictions(tx, from.restrictions.map(moved));
      if (copy.include_stock) {
        await writeStock(
          tx,
          from.stock.map(({ closed: _c, ...s }) => moved(s)),
        );
        await writeClosed(
          tx,
          from.stock.map(({ total: _t, ...s }) => moved(s)),
        );
      }
    },
  );
  return { change_id, nights_changed: target.length * planIds.length };
}

/**
 * Undoes the hotel's last bulk change or copy not undone yet: the nights it touched go back to
 * its audit entry's `before` (rooms to sell too, never below the rooms booked since: 9479).
 * Later edits of the same nights are overwritten. 404 when there is nothing to undo.
 */
export async function undoLastChange(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  now: Date,
): Promise<{ change_id: number; nights_changed: number }> {
  const last = await db
    .selectFrom('audit_log as a')
    .select(['a.id', 'a.before'])
    .where('a.hotel_id', '=', hotel.id)
    .where('a.action', 'in', [...UNDOABLE])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('audit_log as u')
            .select('u.id')
            .where('u.hotel_id', '=', hotel.id)
            .where('u.action', '=', 'inventory.undo')
            .whereRef('u.target', '=', sql<string>`'change:' || a.id`),
        ),
      ),
    )
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) throw notFound('Bulk change to undo');
  const { scope, state } = last.before as Recorded;
  const change_id = await recorded(
    db,
    { staff, hotel, now },
    'inventory.undo',
    `change:${last.id}`,
    scope,
    async (tx, current) => {
      if (scope.rates) {
        await deleteNights(tx, 'plan_rates', scope.plan_ids, scope.dates);
        await writeRates(tx, state.rates);
      }
      if (scope.restrictions) {
        await deleteNights(tx, 'plan_restrictions', scope.plan_ids, scope.dates);
        await writeRestrictions(tx, state.restrictions);
      }
      if (scope.stock) {
        const had = new Set(state.stock.map((s) => `${s.room_type_id}/${s.date}`));
        // Nights the change added get no rooms to sell (and are closed) again.
        const added: (StockRow & ClosedRow)[] = current.stock
          .filter((s) => !had.has(`${s.room_type_id}/${s.date}`))
          .map((s) => ({ room_type_id: s.room_type_id, date: s.date, total: 0, closed: true }));
        const back = [...state.stock, ...added];
        await writeStock(
          tx,
          back.map(({ closed: _c, ...s }) => s),
        );
        await writeClosed(
          tx,
          back.map(({ total: _t, ...s }) => s),
        );
      }
    },
  );
  return { change_id, nights_changed: scope.dates.length * scope.plan_ids.length };
}
