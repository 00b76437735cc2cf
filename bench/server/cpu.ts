/**
 * CPU time spent during a bench run, per side: the Node processes (this one, which runs the load
 * generator and an in-process server, plus any server processes it started) and the PostgreSQL
 * backends serving the bench's database. Read from /proc, so Linux only (elsewhere: null).
 * Divided by the requests answered it gives the CPU one request costs on this machine, a figure
 * that other work on a shared machine disturbs far less than latency.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Milliseconds of CPU used so far. */
export interface CpuTotals {
  node: number;
  postgres: number;
}

const TICK_MS = (() => {
  try {
    return 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  } catch {
    return 10;
  }
})();

/** `[ppid, user+system ticks]` of a process, or null once it has gone. */
function stat(pid: string): [number, number] | null {
  try {
    // The command name may hold spaces and parentheses: fields start after the last ')'.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return [Number(fields[1]), Number(fields[11]) + Number(fields[12])];
  } catch {
    return null;
  }
}

const isBackendOf = (title: string, database: string): boolean => {
  // `postgres: [cluster: ]user database host(port) state`
  const words = title.split(' ');
  return words[0] === 'postgres:' && words.slice(1, 4).includes(database);
};

function commandLine(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * CPU used so far by this process and its descendants (server processes it started), or by
 * process `root` and its descendants only (a server process without the load generator), and by
 * the PostgreSQL backends connected to `database` (their title reads `postgres: [cluster:] user database …`).
 */
export function cpuTotals(database: string | null, root = process.pid): CpuTotals | null {
  if (!existsSync('/proc/self/stat')) return null;
  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    const s = stat(pid);
    if (!s) continue;
    parents.set(Number(pid), s[0]);
    ticks.set(Number(pid), s[1]);
  }
  const ours = (pid: number): boolean => {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parents.get(p))
      if (p === root) return true;
    return false;
  };
  let node = 0;
  let postgres = 0;
  for (const [pid, t] of ticks) {
    if (ours(pid)) node += t;
    else if (database && isBackendOf(commandLine(String(pid)), database)) postgres += t;
  }
  return { node: node * TICK_MS, postgres: postgres * TICK_MS };
}

/** What was used between two readings, per request. */
export function cpuPerRequest(
  before: CpuTotals | null,
  after: CpuTotals | null,
  requests: number,
): CpuTotals | null {
  if (!before || !after || requests === 0) return null;
  // A process that ended during the run takes its ticks with it (the sum is then too low, and
  // may even fall): a fall is shown as unknown.
  if (after.node < before.node || after.postgres < before.postgres) return null;
  const per = (a: number, b: number): number => Math.round(((b - a) / requests) * 100) / 100;
  return { node: per(before.node, after.node), postgres: per(before.postgres, after.postgres) };
}
