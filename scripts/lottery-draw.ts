/**
 * `npm run lottery:draw -- <event id> [--seed <0…4294967295>]`: draws a hotel's lottery event
 * now (its entries close), from a terminal. Once only: a second draw answers 409.
 *
 * Calls the running server's hotel API (SERVER_URL, default http://localhost:8787; or
 * --server) with the hotel's API key (HOTEL_API_KEY or --key; create one with
 * `npm run payment-link -- api-key --hotel <code>`), so the result e-mails go out through the
 * server's mail module and the draw takes the same row lock as the server's own job. A draft
 * made in the console (not published) is refused (409), as the job passes it over. Prints
 * the draw (seed, entries, winning entry numbers); the same entries and seed always give the
 * same winners.
 */
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: 'string' },
    key: { type: 'string' },
    server: { type: 'string' },
  },
});

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const [event] = positionals;
if (!event || !/^\d{1,9}$/.test(event))
  fail('usage: npm run lottery:draw -- <event id> [--seed <n>] (see scripts/lottery-draw.ts)');
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff))
  fail('--seed must be a whole number from 0 to 4294967295');
const key = values.key ?? process.env.HOTEL_API_KEY;
if (!key)
  fail(
    'Set HOTEL_API_KEY or pass --key (create one with: npm run payment-link -- api-key --hotel <code>)',
  );
const base = (values.server ?? process.env.SERVER_URL ?? 'http://localhost:8787').replace(
  /\/+$/,
  '',
);
const res = await fetch(`${base}/api/v1/hotel/lottery_events/${event}/draw`, {
  method: 'POST',
  headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
  body: JSON.stringify(seed === undefined ? {} : { seed }),
}).catch(() => fail(`Cannot reach the server at ${base} (start it, or set SERVER_URL)`));
process.stdout.write(`${await res.text()}\n`);
if (!res.ok) process.exit(1);
