import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../http/logger.ts';
import { type DeskMailKind, deskMailMessages } from '../../mail/desk-messages.ts';
import { mailFormat } from '../../mail/format.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { languageTag, mailLocale } from '../../mail/messages/index.ts';
import { type MailBlock, renderHtml, renderText } from '../../mail/render.ts';

/** An event older than this is not mailed any more (a process that was down for long). */
export const HOTEL_MAIL_MAX_AGE_MS = 60 * 60_000;

const KIND_OF_EVENT: Record<string, DeskMailKind> = {
  created: 'new',
  confirmed: 'new',
  changed: 'changed',
  cancelled: 'cancelled',
};

export interface HotelMailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  logger: Logger;
  publicOrigin: string;
}

interface Claimed {
  id: number;
  kind: string;
  reservation_id: number;
  hotel_id: number;
}

/**
 * Tells the hotel's reservation addresses (its `notification_emails` setting) of each booking
 * confirmed, changed or cancelled, in each address's staff language (the brand's staff member
 * with that address, else the hotel's language). Events are claimed with one UPDATE … SKIP
 * LOCKED, so of all the processes hearing an event exactly one mails it. Events older than an
 * hour are let go unmailed. Returns how many mails went out.
 */
export async function sendHotelNotifications(deps: HotelMailDeps, now: Date): Promise<number> {
  const since = new Date(now.getTime() - HOTEL_MAIL_MAX_AGE_MS);
  await deps.db
    .updateTable('reservation_events')
    .set({ hotel_mail: 'expired' })
    .where('hotel_mail', '=', 'pending')
    .where('created_at', '<', since)
    .execute();
  const { rows } = await sql<Claimed>`
    UPDATE reservation_events SET hotel_mail = 'sent'
    WHERE id IN (
      SELECT id FROM reservation_events WHERE hotel_mail = 'pending'
      ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, reservation_id, hotel_id`.execute(deps.db);
  let sent = 0;
  for (const event of rows) {
    const kind = KIND_OF_EVENT[event.kind];
    if (!kind) continue;
    for (const mail of await notificationsOf(deps, event, kind)) {
      try {
        await deps.mailer.send(mail);
        sent += 1;
      } catch (error) {
        deps.logger({
          level: 'error',
          msg: 'hotel notification mail failed',
          error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
        });
      }
    }
  }
  return sent;
}

async function notificationsOf(
  deps: HotelMailDeps,
  event: Claimed,
  kind: DeskMailKind,
): Promise<OutgoingMail[]> {
  const found = await deps.db
    .selectFrom('reservations as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select([
      'r.number',
      'r.guest',
      'r.rooms',
      'r.checkin_date',
      'r.checkout_date',
      'r.total_price',
      'r.cancellation',
      'h.code',
      'h.name',
      'h.brand_id',
      'h.currency',
      'h.locale',
      'h.settings',
    ])
    .where('r.id', '=', event.reservation_id)
    .executeTakeFirst();
  const addresses = found?.settings.notification_emails ?? [];
  if (!found || addresses.length === 0) return [];
  const staff = await deps.db
    .selectFrom('staff')
    .select(['email', 'locale'])
    .where('brand_id', '=', found.brand_id)
    .where(
      'email',
      'in',
      addresses.map((a) => a.toLowerCase()),
    )
    .execute();
  const url = `${deps.publicOrigin}/console/hotels/${encodeURIComponent(found.code)}/reservations/${encodeURIComponent(found.number)}`;
  return addresses.map((to) => {
    const locale = mailLocale(
      staff.find((s) => s.email === to.toLowerCase())?.locale ?? found.locale,
    );
    const m = deskMailMessages(locale);
    const f = mailFormat(languageTag(locale));
    const guest = `${found.guest.first_name} ${found.guest.last_name}`.trim();
    const subject = m.subject(kind, found.name, found.number, guest);
    const lines = [
      m.stay(f.date(found.checkin_date), f.date(found.checkout_date)),
      m.rooms(found.rooms.length),
      m.total(f.money(found.total_price, found.currency)),
      ...(kind === 'cancelled' && found.cancellation
        ? [m.fee(f.money(found.cancellation.fee, found.currency))]
        : []),
    ];
    const blocks: MailBlock[] = [
      { kind: 'paragraph', text: m.lead(kind) },
      { kind: 'lines', lines },
      { kind: 'link', lead: m.open, url },
    ];
    return { to, subject, text: renderText(blocks), html: renderHtml(locale, subject, blocks) };
  });
}
