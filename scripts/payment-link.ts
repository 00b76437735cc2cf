/**
 * `npm run payment-link -- <command> …`: the hotel side of pay-by-link from a terminal.
 *
 *   api-key --hotel <code> [--label <text>]     create a hotel API key (printed once)
 *   revoke-key <prefix>                         revoke a key (the 8 hex characters after hbk_)
 *   create --amount <minor units> --email <address> --description <text>
 *          [--currency JPY] [--locale ja] [--reservation <number>] [--expires-hours 72]
 *          [--no-email]                        create a payment request, e-mailed to the guest
 *   show <paymentNumber>                        the request as the hotel API answers it
 *   update <paymentNumber> [--amount <n>] [--expires-hours <h>]
 *                                               change an open request (0 hours ends it now)
 *   cancel <paymentNumber>                      cancel an unpaid request
 *   refund <paymentNumber>                      refund a paid request in full
 *
 * Key commands open the database directly (DATABASE_URL, or the embedded PGlite in DATA_DIR —
 * stop `npm start` first, PGlite takes one process). The others call the running server's
 * hotel API (SERVER_URL, default http://localhost:8787) with HOTEL_API_KEY or --key, so the
 * e-mail goes out through the server's mail module exactly as for any hotel system.
 */
import { parseArgs } from 'node:util';
import { createApiKey, revokeApiKey } from '../server/services/pay-links/api-keys.ts';
import { withDatabase } from './with-database.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    hotel: { type: 'string' },
    label: { type: 'string' },
    amount: { type: 'string' },
    email: { type: 'string' },
    description: { type: 'string' },
    currency: { type: 'string' },
    locale: { type: 'string' },
    reservation: { type: 'string' },
    'expires-hours': { type: 'string' },
    'no-email': { type: 'boolean' },
    key: { type: 'string' },
    server: { type: 'string' },
  },
});

const [command, arg] = positionals;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function hotelApi(method: string, path: string, body?: unknown): Promise<void> {
  const key = values.key ?? process.env.HOTEL_API_KEY;
  if (!key) fail('Set HOTEL_API_KEY or pass --key (create one with: api-key --hotel <code>)');
  const base = (values.server ?? process.env.SERVER_URL ?? 'http://localhost:8787').replace(
    /\/+$/,
    '',
  );
  const res = await fetch(`${base}/api/v1/hotel/payment_links${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).catch(() => fail(`Cannot reach the server at ${base} (start it, or set SERVER_URL)`));
  const text = await res.text();
  process.stdout.write(`${text}\n`);
  if (!res.ok) process.exit(1);
}

const int = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n)) fail(`--${name} must be a whole number`);
  return n;
};

switch (command) {
  case 'api-key': {
    if (!values.hotel) fail('api-key needs --hotel <code>');
    const hotel = values.hotel;
    const created = await withDatabase((db) =>
      createApiKey(db, hotel, values.label ?? 'cli', new Date()),
    );
    process.stdout.write(
      `API key for ${created.hotelCode} (shown once, only its hash is stored):\n${created.key}\n`,
    );
    break;
  }
  case 'revoke-key': {
    if (!arg) fail('revoke-key needs the key prefix');
    const prefix = arg;
    const done = await withDatabase((db) => revokeApiKey(db, prefix, new Date()));
    if (!done) fail(`no live key has the prefix ${prefix}`);
    process.stdout.write(`revoked ${prefix}\n`);
    break;
  }
  case 'create':
    await hotelApi('POST', '', {
      amount: int('amount', values.amount),
      email: values.email,
      description: values.description,
      ...(values.currency ? { currency: values.currency } : {}),
      ...(values.locale ? { locale: values.locale } : {}),
      ...(values.reservation ? { reservation_number: values.reservation } : {}),
      ...(values['expires-hours']
        ? { expires_in_hours: int('expires-hours', values['expires-hours']) }
        : {}),
      ...(values['no-email'] ? { send_email: false } : {}),
    });
    break;
  case 'show':
  case 'update':
  case 'cancel':
  case 'refund': {
    if (!arg) fail(`${command} needs the payment number`);
    const path = `/${encodeURIComponent(arg)}`;
    if (command === 'show') await hotelApi('GET', path);
    else if (command === 'update')
      await hotelApi('PATCH', path, {
        amount: int('amount', values.amount),
        expires_in_hours: int('expires-hours', values['expires-hours']),
      });
    else await hotelApi('POST', `${path}/${command}`, {});
    break;
  }
  default:
    fail(
      'usage: npm run payment-link -- api-key|revoke-key|create|show|update|cancel|refund … (see scripts/payment-link.ts)',
    );
}
