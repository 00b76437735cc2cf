import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The same mail as HTML (`lang`/`dir` of the guest's locale); sent as the alternative part. */
  html?: string;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  from: string;
  sent_at: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Mails kept for `/dev/mailbox` (only when no SMTP server is configured), newest first. */
  outbox(): StoredMail[];
  close(): void;
}

/** Outbox size: the dev mailbox is for looking, not an archive. */
const OUTBOX_LIMIT = 200;

/**
 * Sends through SMTP when `smtpUrl` is set (nodemailer URL syntax, e.g.
 * `smtp://user:pass@host:587`); otherwise keeps mails in memory so a newcomer can read them at
 * GET /dev/mailbox without any mail server.
 */
export function createMailer(options: { smtpUrl?: string | undefined; from: string }): Mailer {
  const kept: StoredMail[] = [];
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      if (transport) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
        return;
      }
      kept.unshift({
        ...mail,
        id: randomUUID(),
        from: options.from,
        sent_at: new Date().toISOString(),
      });
      kept.length = Math.min(kept.length, OUTBOX_LIMIT);
    },
    outbox: () => [...kept],
    close: () => transport?.close(),
  };
}
