import { lotteryMailMessages } from './lottery-messages.ts';
import type { OutgoingMail } from './mailer.ts';
import { languageTag, mailLocale } from './messages/index.ts';
import { type MailBlock, renderHtml, renderText } from './render.ts';

/** What the lottery result e-mail says. */
export interface LotteryResultMailInput {
  to: string;
  locale: string;
  won: boolean;
  hotelName: string;
  hotelTimeZone: string;
  eventName: string;
  entryNumber: string;
  checkin: string;
  checkout: string;
  roomName: string;
  deadline: Date;
  url: string;
}

/** The result of a draw in the member's language: won (book by the deadline) or not. */
export function lotteryResultMail(input: LotteryResultMailInput): OutgoingMail {
  const locale = mailLocale(input.locale);
  const tag = languageTag(locale);
  const m = lotteryMailMessages(locale);
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  const deadline = new Intl.DateTimeFormat(tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: input.hotelTimeZone,
  }).format(input.deadline);
  const subject = m.subject(input.hotelName, input.eventName);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: input.won ? m.won(input.eventName) : m.lost(input.eventName) },
    {
      kind: 'lines',
      lines: [
        m.entry(input.entryNumber),
        m.stay(date(input.checkin), date(input.checkout)),
        m.room(input.roomName),
      ],
    },
    ...(input.won ? [{ kind: 'paragraph' as const, text: m.bookBy(deadline) }] : []),
    { kind: 'link', lead: input.won ? m.bookLead : m.viewLead, url: input.url },
  ];
  return {
    to: input.to,
    subject,
    text: renderText(blocks),
    html: renderHtml(locale, subject, blocks),
  };
}
