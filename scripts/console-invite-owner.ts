/**
 * `npm run console:invite-owner -- --brand <code> --email <address> [--locale <locale>]`:
 * a brand's first console owner. Makes an owner invitation (single-use, valid 7 days), e-mails
 * it (through SMTP_URL when set) and prints its one-time link, so a real deployment has no
 * default password anywhere. The link opens `/console/invitation` on PUBLIC_ORIGIN (default
 * http://localhost:<PORT>), where the owner chooses a name and password. Audited as made by
 * `cli`.
 *
 * Opens the database directly (DATABASE_URL, or the embedded PGlite in DATA_DIR: stop
 * `npm start` first, PGlite takes one process).
 */
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { readConfig } from '../server/config.ts';
import { recordAudit } from '../server/console/audit/record.ts';
import { createInvitation } from '../server/console/staff/invitations.ts';
import { createMailer } from '../server/mail/mailer.ts';
import { EmailSchema } from '../src/api/contract/reservation.ts';
import { isLocale } from '../src/rules/locales.ts';
import { withDatabase } from './with-database.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    brand: { type: 'string' },
    email: { type: 'string' },
    locale: { type: 'string' },
  },
});
const usage =
  'usage: npm run console:invite-owner -- --brand <code> --email <address> [--locale en]';
if (!values.brand || !values.email) fail(usage);
const email = v.safeParse(EmailSchema, values.email);
if (!email.success) fail(`--email: ${values.email} is not an e-mail address`);
const locale = values.locale ?? 'en';
if (!isLocale(locale)) fail(`--locale must be one of en, ja, ko, zh_Hans, zh_Hant, th, id, ar`);

const config = readConfig();
const publicOrigin = config.publicOrigin ?? `http://localhost:${config.port}`;
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
const brandCode = values.brand;
const invitation = await withDatabase(async (db) => {
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', brandCode)
    .executeTakeFirst();
  if (!brand) fail(`No brand with the code ${brandCode}`);
  const now = new Date();
  const made = await createInvitation(
    db,
    mailer,
    {
      brandId: brand.id,
      email: email.output,
      role: 'owner',
      hotelIds: null,
      locale,
      invitedBy: null,
    },
    { now, publicOrigin },
  ).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
  await recordAudit(db, {
    staff: { staffId: null, brandId: brand.id, email: 'cli' },
    hotelId: null,
    action: 'staff.invite',
    target: `invitation:${made.id}`,
    before: undefined,
    after: { email: made.email, role: 'owner', hotels: null },
    at: now,
  });
  return made;
});
mailer.close();
process.stdout.write(
  `Owner invitation for ${invitation.email} (valid until ${invitation.expires_at.toISOString()}, once):\n${invitation.url}\n`,
);
