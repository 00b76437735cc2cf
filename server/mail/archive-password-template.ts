import { archivePasswordMailMessages } from './archive-password-messages.ts';
import type { OutgoingMail } from './mailer.ts';
import { mailLocale } from './messages/index.ts';
import { type MailBlock, renderHtml, renderText } from './render.ts';

/** Who gets a corporate download's password, for which file. */
export interface ArchivePasswordMailInput {
  to: string;
  name: string;
  locale: string | null | undefined;
  brandName: string;
  organization: string;
  file: string;
  password: string;
}

/**
 * The password of a corporate download, sent to the admin's sign-in address while the file
 * downloads (product.md §6): the file and its password never travel together, so a copy of
 * the file alone (a shared folder, a forwarded mail, a stolen session) opens nothing.
 */
export function archivePasswordMail(input: ArchivePasswordMailInput): OutgoingMail {
  const locale = mailLocale(input.locale);
  const m = archivePasswordMailMessages(locale);
  const subject = m.subject(input.brandName, input.file);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: m.greeting(input.name) },
    { kind: 'paragraph', text: m.lead(input.organization, input.file) },
    { kind: 'code', text: input.password },
    { kind: 'paragraph', text: `${m.onePerFile} ${m.notYou}` },
  ];
  return {
    to: input.to,
    subject,
    text: renderText(blocks),
    html: renderHtml(locale, subject, blocks),
  };
}
