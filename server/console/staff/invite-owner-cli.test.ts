import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleSessionResponseSchema } from '../../../src/api/contract/console/session.ts';
import { createApp } from '../../app.ts';
import { createMailer } from '../../mail/mailer.ts';
import {
  createPgTestDatabase,
  type PgTestDatabase,
  postgresAvailable,
} from '../../test/postgres.ts';
import { headersFromSignIn } from '../../test/staff.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../..');
const PG = process.env.SKIP_PG === '1' ? false : await postgresAvailable();

// The CLI opens the database itself: PostgreSQL lets the test and the CLI share one.
describe.skipIf(!PG)('npm run console:invite-owner', () => {
  let pg: PgTestDatabase | undefined;
  beforeAll(async () => {
    pg = await createPgTestDatabase();
  });
  afterAll(async () => pg?.drop());

  const cli = (args: string[]) =>
    run(resolve(ROOT, 'node_modules/.bin/tsx'), ['scripts/console-invite-owner.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: pg?.url, PUBLIC_ORIGIN: 'https://book.test' },
    });

  it('prints a one-time owner invitation link that signs the owner in', async () => {
    if (!pg) throw new Error('no database');
    const { stdout } = await cli(['--brand', 'sakura', '--email', 'First.Owner@hotel.test']);
    const link = /https:\/\/book\.test\/console\/invitation#token=([\w-]+)/.exec(stdout);
    expect(link?.[1]).toBeDefined();
    const app = createApp({
      db: pg.handle.db,
      mailer: createMailer({ from: 'test@sakura.example' }),
      publicOrigin: 'https://book.test',
      widgetDir: '/nonexistent-widget-dir',
      logger: () => {},
      rateLimit: false,
      passwordParams: { N: 2 ** 10, r: 8, p: 1 },
    });
    const accept = await app.request('/api/v1/console/invitations/accept', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link?.[1], name: 'First Owner', password: 'First-owner-1' }),
    });
    expect(accept.status).toBe(201);
    const session = await app.request('/api/v1/console/session', {
      headers: headersFromSignIn(accept),
    });
    expect(v.parse(ConsoleSessionResponseSchema, await session.json()).staff).toMatchObject({
      email: 'first.owner@hotel.test',
      role: 'owner',
    });
    const audit = await pg.handle.db
      .selectFrom('audit_log')
      .select(['actor_email', 'action'])
      .where('action', '=', 'staff.invite')
      .execute();
    expect(audit).toEqual([{ actor_email: 'cli', action: 'staff.invite' }]);
  });

  it('refuses an unknown brand and a bad address', async () => {
    await expect(cli(['--brand', 'nope', '--email', 'a@hotel.test'])).rejects.toMatchObject({
      stderr: expect.stringContaining('No brand'),
    });
    await expect(cli(['--brand', 'sakura', '--email', 'not-an-address'])).rejects.toMatchObject({
      stderr: expect.stringContaining('--email'),
    });
  });
});
