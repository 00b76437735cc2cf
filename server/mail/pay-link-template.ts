import type { MailFormat } from './format.ts';
import { mailFormat } from './format.ts';
import type { OutgoingMail } from './mailer.ts';
import { languageTag, mailLocale } from './messages/index.ts';
import { payLinkMailMessages } from './pay-link-messages.ts';
import { type MailBlock, renderHtml, renderText } from './render.ts';

/** What the pay-by-link e-mail says: who asks, for what, how much, until when, and the link. */
export interface PayLinkMailInput {
  to: string;
  locale: string;
  hotelName: string;
  hotelTimeZone: string;
  description: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  reservationNumber: string | null;
  expiresAt: Date;
  url: string;
}

/** The payment request e-mail in the guest's language (one of the 8; anything else English). */
export function payLinkMail(input: PayLinkMailInput): OutgoingMail {
  const locale = mailLocale(input.locale);
  const tag = languageTag(locale);
  const m = payLinkMailMessages(locale);
  const f: MailFormat = mailFormat(tag);
  const until = new Intl.DateTimeFormat(tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: input.hotelTimeZone,
  }).format(input.expiresAt);
  const subject = m.subject(input.hotelName);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: m.intro(input.hotelName) },
    {
      kind: 'lines',
      lines: [
        m.forWhat(input.description),
        m.amount(f.minor(input.amount, input.currency)),
        ...(input.reservationNumber ? [m.reservation(input.reservationNumber)] : []),
      ],
    },
    { kind: 'link', lead: m.payLead, url: input.url },
    { kind: 'paragraph', text: `${m.validUntil(until)} ${m.notYou}` },
  ];
  return {
    to: input.to,
    subject,
    text: renderText(blocks),
    html: renderHtml(locale, subject, blocks),
  };
}
