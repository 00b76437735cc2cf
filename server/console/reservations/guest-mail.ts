import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../http/logger.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { addEvent, type DeskActor } from './actor.ts';

/** The link of a mail as the timeline shows it: its secret token never kept. */
export function linkShown(url: string): string {
  try {
    const parsed = new URL(url);
    for (const key of [...parsed.searchParams.keys()])
      if (/token/i.test(key)) parsed.searchParams.set(key, '…');
    return parsed.toString();
  } catch {
    return '';
  }
}

/**
 * Sends a guest mail of a desk action and puts it in the reservation's timeline (which mail, to
 * whom, its link without the token). A failure is logged and recorded, never thrown: the action
 * it follows is done.
 */
export async function sendGuestMail(
  deps: { db: Kysely<Database>; mailer: Mailer; logger: Logger },
  reservation: { id: number; hotelId: number },
  mail: { template: string; message: OutgoingMail; link: string | null },
  staff: DeskActor,
  now: Date,
): Promise<boolean> {
  let sent = true;
  try {
    await deps.mailer.send(mail.message);
  } catch (error) {
    sent = false;
    deps.logger({
      level: 'error',
      msg: 'desk mail failed',
      error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
    });
  }
  await addEvent(deps.db, {
    reservationId: reservation.id,
    hotelId: reservation.hotelId,
    kind: sent ? 'mail.sent' : 'mail.failed',
    staff,
    detail: {
      template: mail.template,
      to: mail.message.to,
      ...(mail.link ? { link: linkShown(mail.link) } : {}),
    },
    at: now,
  });
  return sent;
}

/** The manage link in a mail's text (the first URL with a token), for the timeline. */
export function linkIn(message: OutgoingMail): string | null {
  return /https?:\/\/\S+token=\S+/.exec(message.text)?.[0] ?? null;
}
