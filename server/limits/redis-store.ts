import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { GuessKeys, GuessPolicy } from './guess-policy.ts';
import { type LimitStore, type WindowCount, windowOf } from './store.ts';

/**
 * guess-policy.ts's `guessWaitMs` in Lua (Redis runs a script alone, so the check and the record
 * are one step in every process): KEYS pair, account[, address]; ARGV now, window, perAddress,
 * perPair, slowAfter, firstDelay, repeatDelay, record (1/0), the failure's unique id. Answers the
 * wait in ms; 0: the guess may go (and its failure was recorded, if asked).
 */
const GUESS = `
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
local perAddress = tonumber(ARGV[3])
local perPair = tonumber(ARGV[4])
local slowAfter = tonumber(ARGV[5])
local firstDelay = tonumber(ARGV[6])
local repeatDelay = tonumber(ARGV[7])
local wait = 0
local function count(key)
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - win)
  return redis.call('ZCARD', key)
end
local function full(key, n, max)
  if n >= max then
    local oldest = redis.call('ZRANGE', key, n - max, n - max, 'WITHSCORES')
    local w = tonumber(oldest[2]) + win - now
    if w > wait then wait = w end
  end
end
local pair = count(KEYS[1])
local account = count(KEYS[2])
full(KEYS[1], pair, perPair)
if #KEYS > 2 then full(KEYS[3], count(KEYS[3]), perAddress) end
if pair >= 1 and account > slowAfter then
  local byAccount = firstDelay * 2 ^ (account - slowAfter - 1)
  local byPair = repeatDelay * 4 ^ (pair - 1)
  local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
  local w = tonumber(last[2]) + math.min(byAccount, byPair, win) - now
  if w > wait then wait = w end
end
wait = math.ceil(wait)
if wait > 0 then return wait end
if ARGV[8] == '1' then
  for i = 1, #KEYS do
    redis.call('ZADD', KEYS[i], now, ARGV[9])
    redis.call('PEXPIRE', KEYS[i], win)
  end
end
return 0
`;

/**
 * The shared limit store on Redis (ioredis). Every count is atomic, so concurrent requests in
 * several processes never lose an increment:
 * - a request window is `INCR` + `PEXPIRE` on `<prefix>hit:<key>:<window index>` (MULTI);
 * - wrong guesses are sorted sets per key (`<prefix>fail:<key>`) scored by time, trimmed to the
 *   window, judged and recorded by one script ({@link GUESS}); idle keys expire by themselves.
 * Times come from the caller's clock (the app's `now`), as in the memory store, so tests can move
 * time; processes' clocks agree closely enough for windows of seconds to minutes.
 */
export function redisLimitStore(url: string, prefix = 'hotel-booking:limits:'): LimitStore {
  // Commands wait for the connection at start-up; with Redis gone, a command gives up after
  // one retry and the request fails (500) rather than hanging or silently not counting.
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  const guess = async (keys: GuessKeys, policy: GuessPolicy, now: number, record: boolean) => {
    const names = [keys.pair, keys.account, ...(keys.address === undefined ? [] : [keys.address])];
    const wait = await redis.eval(
      GUESS,
      names.length,
      ...names.map((key) => `${prefix}fail:${key}`),
      now,
      policy.windowMs,
      policy.perAddress,
      policy.perPair,
      policy.slowAfter,
      policy.firstDelayMs,
      policy.repeatDelayMs,
      record ? 1 : 0,
      // A unique member per failure: two failures in the same millisecond both count.
      `${now}:${randomUUID()}`,
    );
    return Math.max(0, Number(wait));
  };
  return {
    async hit(key, windowMs, now): Promise<WindowCount> {
      const { index, resetAt } = windowOf(now, windowMs);
      const name = `${prefix}hit:${key}:${index}`;
      const answers = await redis.multi().incr(name).pexpire(name, windowMs).exec();
      const count = Number(answers?.[0]?.[1] ?? 0);
      return { count, resetAt };
    },
    guessWait: (keys, policy, now) => guess(keys, policy, now, false),
    async recordGuessFailure(keys, policy, now) {
      const waitMs = await guess(keys, policy, now, true);
      return waitMs > 0 ? { waitMs } : { recorded: true };
    },
    async forget(key) {
      await redis.del(`${prefix}fail:${key}`);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
