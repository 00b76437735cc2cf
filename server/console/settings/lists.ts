import type { Kysely, Transaction } from 'kysely';
import type {
  ExtraItem,
  PolicyItem,
  QuestionItem,
} from '../../../src/api/contract/console/hotel-lists.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import type { ConsoleHotel, StaffPrincipal } from '../auth/staff-context.ts';
import { canonical } from './storage.ts';

/**
 * A hotel's lists edited in the console (cancellation policies, extras, its own questions):
 * how to read one, write an item, drop one, and whether a plan still uses one.
 */
interface ListKind<T extends { code: string }, O = ConsoleHotel> {
  /** The audit's name of an item (`policy`, `extra`, `question`). */
  readonly noun: string;
  /** Whose list it is, as the audit log names it. */
  owner(owner: O): ListOwner;
  read(db: Kysely<Database>, owner: O): Promise<T[]>;
  insert(tx: Transaction<Database>, owner: O, item: T): Promise<unknown>;
  update(tx: Transaction<Database>, owner: O, item: T): Promise<unknown>;
  remove(tx: Transaction<Database>, owner: O, code: string): Promise<unknown>;
  inUse?(tx: Transaction<Database>, owner: O, code: string): Promise<boolean>;
}

/** A list's place in the audit log: its hotel (null: the brand's) and the target's start. */
export interface ListOwner {
  readonly hotelId: number | null;
  readonly target: string;
}

/** The brand a brand-wide list belongs to (its questions). */
export interface BrandOwner {
  readonly brandId: number;
  readonly code: string;
}

/**
 * Saves a whole list in one transaction: items matched by code are added, changed or removed,
 * each with its audit entry (`<noun>.create|update|delete`, before → after). Removing one a plan
 * still uses is refused (409 at `items`) and nothing changes.
 */
export async function saveList<T extends { code: string }, O>(
  db: Kysely<Database>,
  kind: ListKind<T, O>,
  staff: StaffPrincipal,
  hotel: O,
  items: readonly T[],
  now: Date,
): Promise<T[]> {
  const place = kind.owner(hotel);
  return db.transaction().execute(async (tx) => {
    const before = new Map((await kind.read(tx, hotel)).map((item) => [item.code, item]));
    const audit = (verb: string, code: string, was: T | null, is: T | null) =>
      recordAudit(tx, {
        staff,
        hotelId: place.hotelId,
        action: `${kind.noun}.${verb}`,
        target: `${place.target}:${kind.noun}:${code}`,
        before: was,
        after: is,
        at: now,
      });
    const kept = new Set(items.map((item) => item.code));
    for (const [code, was] of before) {
      if (kept.has(code)) continue;
      if (await kind.inUse?.(tx, hotel, code))
        throw conflict(`${kind.noun} ${code} is used by a plan`, { field: 'items', code });
      await kind.remove(tx, hotel, code);
      await audit('delete', code, was, null);
    }
    for (const item of items) {
      const was = before.get(item.code);
      if (!was) {
        await kind.insert(tx, hotel, item);
        await audit('create', item.code, null, item);
      } else if (canonical(was) !== canonical(item)) {
        await kind.update(tx, hotel, item);
        await audit('update', item.code, was, item);
      }
    }
    return kind.read(tx, hotel);
  });
}

/** A hotel's list in the audit log: `hotel:<code>:…`, with its hotel. */
const hotelOwner = (hotel: ConsoleHotel): ListOwner => ({
  hotelId: hotel.id,
  target: `hotel:${hotel.code}`,
});

export const POLICIES = {
  noun: 'policy',
  owner: hotelOwner,
  read: async (db, hotel) =>
    (
      await db
        .selectFrom('cancellation_policies')
        .select(['code', 'title', 'parts', 'no_show_percentage'])
        .where('hotel_id', '=', hotel.id)
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, parts: [...row.parts] })),
  insert: (tx, hotel, item) =>
    tx
      .insertInto('cancellation_policies')
      .values({ hotel_id: hotel.id, ...item, parts: JSON.stringify(item.parts) })
      .execute(),
  update: (tx, hotel, item) =>
    tx
      .updateTable('cancellation_policies')
      .set({
        title: item.title,
        parts: JSON.stringify(item.parts),
        no_show_percentage: item.no_show_percentage,
      })
      .where('hotel_id', '=', hotel.id)
      .where('code', '=', item.code)
      .execute(),
  remove: (tx, hotel, code) =>
    tx
      .deleteFrom('cancellation_policies')
      .where('hotel_id', '=', hotel.id)
      .where('code', '=', code)
      .execute(),
  inUse: async (tx, hotel, code) =>
    (await tx
      .selectFrom('plans')
      .innerJoin('cancellation_policies as p', 'p.id', 'plans.cancellation_policy_id')
      .select('plans.id')
      .where('p.hotel_id', '=', hotel.id)
      .where('p.code', '=', code)
      .executeTakeFirst()) !== undefined,
} satisfies ListKind<PolicyItem>;

export const EXTRAS = {
  noun: 'extra',
  owner: hotelOwner,
  read: (db, hotel) =>
    db
      .selectFrom('extras')
      .select([
        'code',
        'name',
        'extra_type',
        'price_without_tax',
        'inventory',
        'min_quantity',
        'max_quantity',
      ])
      .where('hotel_id', '=', hotel.id)
      .orderBy('id')
      .execute(),
  insert: (tx, hotel, item) =>
    tx
      .insertInto('extras')
      .values({ hotel_id: hotel.id, sold: 0, ...item })
      .execute(),
  update: (tx, hotel, { code, ...item }) =>
    tx
      .updateTable('extras')
      .set(item)
      .where('hotel_id', '=', hotel.id)
      .where('code', '=', code)
      .execute(),
  remove: (tx, hotel, code) =>
    tx.deleteFrom('extras').where('hotel_id', '=', hotel.id).where('code', '=', code).execute(),
  inUse: async (tx, hotel, code) =>
    (
      await tx
        .selectFrom('plans')
        .select('inclusive_extra_ids')
        .where('hotel_id', '=', hotel.id)
        .execute()
    ).some((plan) => plan.inclusive_extra_ids.includes(code)),
} satisfies ListKind<ExtraItem>;

/** The columns a question is read with (its code and what the console edits). */
const QUESTION_COLUMNS = [
  'code',
  'kind',
  'question_type',
  'labels',
  'hotel_plan_codes',
  'display_start_date',
  'display_end_date',
  'required',
  'text',
  'options',
] as const;

/** A question's row as read (its JSON columns parsed). */
type QuestionRow = Omit<QuestionItem, 'labels' | 'hotel_plan_codes' | 'text' | 'options'> & {
  labels: string[];
  hotel_plan_codes: string[];
  text: Record<string, string>;
  options: string[];
};

/** A question row as the console's item (JSON arrays and records copied). */
function questionItem(row: QuestionRow): QuestionItem {
  return {
    ...row,
    labels: [...row.labels],
    hotel_plan_codes: [...row.hotel_plan_codes],
    text: { ...row.text },
    options: [...row.options],
  };
}

/** The hotel's own questions only: the brand's (hotel_id null) are the brand's settings. */
export const QUESTIONS = {
  noun: 'question',
  owner: hotelOwner,
  read: async (db, hotel) =>
    (
      await db
        .selectFrom('questions')
        .select(QUESTION_COLUMNS)
        .where('hotel_id', '=', hotel.id)
        .orderBy('id')
        .execute()
    ).map(questionItem),
  insert: (tx, hotel, item) =>
    tx
      .insertInto('questions')
      .values({
        brand_id: hotel.brandId,
        hotel_id: hotel.id,
        ...questionRow(item),
        code: item.code,
      })
      .execute(),
  update: (tx, hotel, item) =>
    tx
      .updateTable('questions')
      .set(questionRow(item))
      .where('hotel_id', '=', hotel.id)
      .where('code', '=', item.code)
      .execute(),
  remove: (tx, hotel, code) =>
    tx.deleteFrom('questions').where('hotel_id', '=', hotel.id).where('code', '=', code).execute(),
} satisfies ListKind<QuestionItem>;

/**
 * The brand's own questions (hotel_id null): every hotel of the brand asks them (the widget's
 * questions call lists the brand's with the hotel's). Audited as `brand:<code>:question:<code>`.
 */
export const BRAND_QUESTIONS = {
  noun: 'question',
  owner: (brand: BrandOwner): ListOwner => ({ hotelId: null, target: `brand:${brand.code}` }),
  read: async (db, brand) =>
    (
      await db
        .selectFrom('questions')
        .select(QUESTION_COLUMNS)
        .where('brand_id', '=', brand.brandId)
        .where('hotel_id', 'is', null)
        .orderBy('id')
        .execute()
    ).map(questionItem),
  insert: (tx, brand, item) =>
    tx
      .insertInto('questions')
      .values({ brand_id: brand.brandId, hotel_id: null, ...questionRow(item), code: item.code })
      .execute(),
  update: (tx, brand, item) =>
    tx
      .updateTable('questions')
      .set(questionRow(item))
      .where('brand_id', '=', brand.brandId)
      .where('hotel_id', 'is', null)
      .where('code', '=', item.code)
      .execute(),
  remove: (tx, brand, code) =>
    tx
      .deleteFrom('questions')
      .where('brand_id', '=', brand.brandId)
      .where('hotel_id', 'is', null)
      .where('code', '=', code)
      .execute(),
} satisfies ListKind<QuestionItem, BrandOwner>;

/** A question's columns, JSON ones as text (schema.ts). */
function questionRow(item: QuestionItem) {
  return {
    kind: item.kind,
    question_type: item.question_type,
    labels: JSON.stringify(item.labels),
    hotel_plan_codes: JSON.stringify(item.hotel_plan_codes),
    display_start_date: item.display_start_date,
    display_end_date: item.display_end_date,
    required: item.required,
    text: JSON.stringify(item.text),
    options: JSON.stringify(item.options),
  };
}
