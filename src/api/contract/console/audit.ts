import * as v from 'valibot';
import { DateSchema } from '../common.ts';

/** A database id in a query string. */
const QueryIdSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/, 'must be a whole number'),
  v.transform(Number),
);

/**
 * Filters of the audit log, all optional and combined: who (`actor`: an e-mail address), which
 * hotel (`hotel`: a code), what (`action`: exact, or a prefix ending in `.` such as `staff.`),
 * when (`from` / `to`: UTC days, both included). Newest first, `limit` per page (default 50,
 * at most 200); the next page passes the answer's `next_before`.
 */
export const AuditQuerySchema = v.object({
  actor: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
  hotel: v.optional(v.pipe(v.string(), v.maxLength(64))),
  action: v.optional(v.pipe(v.string(), v.maxLength(80))),
  from: v.optional(DateSchema),
  to: v.optional(DateSchema),
  before: v.optional(QueryIdSchema),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(200, 'must be at most 200'),
    ),
  ),
});

export const AuditEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  actor: v.object({ id: v.nullable(v.number()), email: v.string() }),
  /** The hotel's code; null for brand-wide changes. */
  hotel: v.nullable(v.string()),
  action: v.string(),
  target: v.string(),
  before: v.unknown(),
  after: v.unknown(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

export const AuditListResponseSchema = v.object({
  entries: v.array(AuditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: v.nullable(v.number()),
});
