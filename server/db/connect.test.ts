import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness.ts';

describeOnDatabases('database type parsers', (get) => {
  // Both drivers must hand back the same JSON-friendly values, or code passes on one and not
  // the other (PGlite and pg disagree on DATE and bigint by default).
  it('returns DATE as YYYY-MM-DD text and bigint/numeric as numbers', async () => {
    const { handle } = get();
    const r = await sql<{ d: unknown; b: unknown; n: unknown; c: unknown; j: unknown }>`
      SELECT DATE '2030-01-02' AS d, 5::bigint AS b, 1.5::numeric AS n,
             (SELECT count(*) FROM hotels) AS c, '{"a":[1]}'::jsonb AS j`.execute(handle.db);
    expect(r.rows[0]).toEqual({ d: '2030-01-02', b: 5, n: 1.5, c: 3, j: { a: [1] } });
  });
});
