/** What the server benches share: an app on a database over loopback, and one result row. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Result } from 'autocannon';
import { createApp } from '../../server/app.ts';
import type { DbHandle } from '../../server/db/connect.ts';
import { silentLogger } from '../../server/http/logger.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import type { CpuTotals } from './cpu.ts';

export interface Row {
  db: string;
  connections: number;
  scenario: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  ok: number;
  /** Non-2xx answers by status, e.g. `409×9` (1105 on the seed's sold-out nights). */
  other: string;
  /** CPU milliseconds one request cost, Node side and PostgreSQL side (when measured). */
  cpu?: CpuTotals | null;
  /** Database transactions per request (when measured). */
  xacts?: number | null;
}

export async function listen(handle: DbHandle): Promise<{ url: string; close(): Promise<void> }> {
  const app = createApp({
    db: handle.db,
    mailer: createMailer({ from: 'bench@sakura.example' }),
    publicOrigin: 'http://bench',
    widgetDir: '/nonexistent',
    logger: silentLogger,
    rateLimit: false,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

// autocannon reports p97.5 and p99 but not p95; p95 is read from the p90–p97.5 span linearly.
export function p95(h: Result['latency']): number {
  return Math.round((h.p90 + ((h.p97_5 - h.p90) * (95 - 90)) / (97.5 - 90)) * 10) / 10;
}

export function row(db: string, connections: number, scenario: string, r: Result): Row {
  return {
    db,
    connections,
    scenario,
    p50: r.latency.p50,
    p95: p95(r.latency),
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    ok: r['2xx'],
    other:
      Object.entries(r.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${code}×${count}`)
        .concat(r.errors + r.timeouts > 0 ? [`errors×${r.errors + r.timeouts}`] : [])
        .join(' ') || '-',
  };
}

/** The rows as one table, milliseconds marked. */
export function printRows(rows: readonly Row[]): void {
  console.table(
    rows.map((r) => ({
      db: r.db,
      conn: r.connections,
      scenario: r.scenario,
      p50: `${r.p50} ms`,
      p95: `${r.p95} ms`,
      p99: `${r.p99} ms`,
      'req/s': r.rps,
      ok: r.ok,
      'non-2xx': r.other,
      ...(r.cpu !== undefined
        ? {
            'CPU ms/req node+pg': r.cpu ? `${r.cpu.node}+${r.cpu.postgres}` : '-',
            'xacts/req': r.xacts ?? '-',
          }
        : {}),
    })),
  );
}
