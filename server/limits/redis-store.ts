import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { type LimitStore, type WindowCount, windowOf } from './store.ts';

/**
 * The shared limit store on Redis (ioredis). Every count is one MULTI transaction, so
 * concurrent requests in several processes never lose an increment:
 * - a request window is `INCR` + `PEXPIRE` on `<prefix>hit:<key>:<window index>`;
 * - failures are a sorted set per key scored by time: old entries are trimmed and the rest
 *   read in one transaction; a failure is `ZADD` + `PEXPIRE`, so idle keys expire by themselves.
 * Times come from the caller's clock (the app's `now`), as in the memory store, so tests can move
 * time; processes' clocks agree closely enough for windows of seconds to minutes.
 */
/**
 * Check-and-record for all keys in one script (Redis runs a script alone): trim each sorted set
 * to the window; if any has `max` failures, answer the milliseconds until its oldest counted one
 * leaves the window and record nothing; otherwise add the attempt's id to every set.
 */
const TRY_ADD = `
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
local wait = 0
for _, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - win)
  local n = redis.call('ZCARD', key)
  if n >= max then
    local oldest = redis.call('ZRANGE', key, n - max, n - max, 'WITHSCORES')
    local w = tonumber(oldest[2]) + win - now
    if w > wait then wait = w end
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, win)
end
return 0
`;

/** `ZRANGE … WITHSCORES` answers member, score, member, score …: the scores as numbers. */
function scores(flat: unknown): number[] {
  if (!Array.isArray(flat)) return [];
  const times: number[] = [];
  for (let i = 1; i < flat.length; i += 2) times.push(Number(flat[i]));
  return times;
}

export function redisLimitStore(url: string, prefix = 'hotel-booking:limits:'): LimitStore {
  // Commands wait for the connection at start-up; with Redis gone, a command gives up after
  // one retry and the request fails (500) rather than hanging or silently not counting.
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  return {
    async hit(key, windowMs, now): Promise<WindowCount> {
      const { index, resetAt } = windowOf(now, windowMs);
      const name = `${prefix}hit:${key}:${index}`;
      const answers = await redis.multi().incr(name).pexpire(name, windowMs).exec();
      const count = Number(answers?.[0]?.[1] ?? 0);
      return { count, resetAt };
    },
    async failures(key, windowMs, now) {
      const name = `${prefix}fail:${key}`;
      const answers = await redis
        .multi()
        .zremrangebyscore(name, '-inf', String(now - windowMs))
        .zrange(name, 0, '-1', 'WITHSCORES')
        .exec();
      return scores(answers?.[1]?.[1]);
    },
    async addFailure(key, windowMs, now) {
      const name = `${prefix}fail:${key}`;
      // A unique member per failure: two failures in the same millisecond both count.
      await redis.multi().zadd(name, now, `${now}:${randomUUID()}`).pexpire(name, windowMs).exec();
    },
    async tryAddFailure(keys, { max, windowMs, now }) {
      const id = randomUUID();
      const names = keys.map((key) => `${prefix}fail:${key}`);
      const wait = await redis.eval(TRY_ADD, names.length, ...names, now, windowMs, max, id);
      const waitMs = Number(wait);
      return waitMs > 0 ? { waitMs } : { recorded: true };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
