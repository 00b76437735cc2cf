import type { Kysely, Selectable } from 'kysely';
import type { AdditionalQuestion } from '../../src/api/contract/index.ts';
import { ALL_FACILITIES_LABEL, isForFacility } from '../../src/rules/visibility.ts';
import type { Database, QuestionTable } from '../db/schema.ts';

export interface QuestionFilter {
  /** Day the notification windows are checked against (check-in, or today when undated). */
  day: string;
  /** Membership labels of the viewer (product.md §6): `all_users`, `membership_rank_all`, … */
  labels: readonly string[];
  /** Hotel plan codes booked; null means do not filter by plan. */
  hotelPlanCodes: readonly string[] | null;
  /**
   * The facility being booked. Brand items are kept only when labelled for all facilities
   * (`all_facilities`, or no facility label) or for this one (`facility_{id}`), the labels
   * the widget's visibility rule uses. Null (a brand-level call without a hotel): only the
   * items for all facilities.
   */
  hotelId: number | null;
}

/** Brand items for every facility: labelled `all_facilities`, or with no facility label. */
function forAllFacilities(labels: readonly string[]): boolean {
  return (
    labels.includes(ALL_FACILITIES_LABEL) ||
    !labels.some((l) => l === ALL_FACILITIES_LABEL || l.startsWith('facility_'))
  );
}

/**
 * Questions and notifications shown for a booking (product.md §5): inside their display window
 * (either end may be open), labelled for the viewer, brand items for this facility, and for
 * the booked plans if they name any.
 */
export function selectQuestions(
  rows: readonly Selectable<QuestionTable>[],
  f: QuestionFilter,
): AdditionalQuestion[] {
  return rows
    .filter(
      (q) =>
        (q.display_start_date === null || q.display_start_date <= f.day) &&
        (q.display_end_date === null || f.day <= q.display_end_date),
    )
    .filter((q) => q.labels.some((l) => f.labels.includes(l)))
    .filter((q) => {
      if (q.hotel_id !== null) return true;
      return f.hotelId === null
        ? forAllFacilities(q.labels)
        : isForFacility({ ownable_type: 'hotel_brand', labels: q.labels }, f.hotelId);
    })
    .filter(
      (q) =>
        f.hotelPlanCodes === null ||
        q.hotel_plan_codes.length === 0 ||
        q.hotel_plan_codes.some((h) => f.hotelPlanCodes?.includes(h)),
    )
    .map(presentQuestion);
}

/** The API view of a stored question or notification. */
export function presentQuestion(q: Selectable<QuestionTable>): AdditionalQuestion {
  return {
    id: q.code,
    question_type: q.question_type,
    ownable_type: q.hotel_id === null ? 'hotel_brand' : 'hotel',
    kind: q.kind,
    labels: q.labels,
    hotel_plan_codes: q.hotel_plan_codes,
    display_start_date: q.display_start_date,
    display_end_date: q.display_end_date,
    required: q.required,
    text: q.text,
    options: q.options,
  };
}

/** A hotel's own questions plus its brand's (hotelId null: the brand's only). */
export function loadQuestions(db: Kysely<Database>, brandId: number, hotelId: number | null) {
  return db
    .selectFrom('questions')
    .selectAll()
    .where((eb) => {
      const brandOwned = eb.and([eb('hotel_id', 'is', null), eb('brand_id', '=', brandId)]);
      return hotelId === null ? brandOwned : eb.or([eb('hotel_id', '=', hotelId), brandOwned]);
    })
    .orderBy('id')
    .execute();
}
