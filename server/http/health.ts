import { Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A database that does not answer `SELECT 1` within this is "not ready". */
const READY_TIMEOUT_MS = 2_000;

/**
 * Probes for load balancers and orchestrators:
 * - `GET /healthz`: the process is up (restart it if this fails);
 * - `GET /readyz`: send it traffic — the database answers and the process is not shutting
 *   down (503 otherwise, so a balancer drains a process before it stops).
 */
export function healthRoutes(db: Kysely<Database>, draining: () => boolean): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    if (draining()) return c.json({ ok: false, reason: 'shutting_down' }, 503);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([sql`SELECT 1`.execute(db), timeout]);
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false, reason: 'database_unreachable' }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
  return app;
}
