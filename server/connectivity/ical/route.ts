import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppEnv } from '../../routes/context.ts';
import { exportCalendar } from './export.ts';

export const ICAL_EXPORT_PATH = '/ical/:file';

/**
 * A room type's secret export URL: `/ical/<token>.ics` (the token is the secret; shown once in
 * the console). Unknown or revoked tokens answer 404, like any missing file.
 */
export function icalRoutes(
  app: Hono<AppEnv>,
  deps: { db: Kysely<Database>; now: () => Date },
): void {
  app.get(ICAL_EXPORT_PATH, async (c) => {
    const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(c.req.param('file'));
    const calendar = match?.[1] ? await exportCalendar(deps.db, match[1], deps.now()) : null;
    if (calendar === null) return c.text('Not found', 404);
    return c.body(calendar, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
      'X-Robots-Tag': 'noindex',
    });
  });
}
