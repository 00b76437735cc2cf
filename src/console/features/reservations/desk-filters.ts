import * as v from 'valibot';
import { DateSchema } from '../../../api/contract/common.ts';
import {
  DESK_SORTS,
  DESK_TODAY,
  type DeskQueryInput,
  RESERVATION_SOURCES,
} from '../../../api/contract/console/reservations.ts';

/** The desk's filters as typed: each optional (empty: any). */
export const DeskFilterSchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.maxLength(100)),
  status: v.picklist(['', 'done', 'payment_pending', 'cancelled']),
  today: v.picklist(['', ...DESK_TODAY]),
  stay_from: v.union([v.literal(''), DateSchema]),
  stay_to: v.union([v.literal(''), DateSchema]),
  source: v.picklist(['', ...RESERVATION_SOURCES]),
  sort: v.picklist(DESK_SORTS),
});
export type DeskFilters = v.InferOutput<typeof DeskFilterSchema>;

export const NO_FILTERS: DeskFilters = {
  q: '',
  status: '',
  today: '',
  stay_from: '',
  stay_to: '',
  source: '',
  sort: '-created',
};

/** The list's query: the filters given, and the page. */
export function deskQuery(filters: DeskFilters, page: number): DeskQueryInput {
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return { ...given, page: String(page), per_page: '50' };
}
