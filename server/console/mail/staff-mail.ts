import type { StaffRole } from '../../../src/rules/console/capabilities.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { mailLocale } from '../../mail/messages/index.ts';
import { type MailBlock, renderHtml, renderText } from '../../mail/render.ts';
import { staffMailMessages } from './staff-mail-messages.ts';

function mail(to: string, locale: string, subject: string, blocks: MailBlock[]): OutgoingMail {
  return {
    to,
    subject,
    text: renderText(blocks),
    html: renderHtml(mailLocale(locale), subject, blocks),
  };
}

/** The invitation: a single-use link (its token in the fragment) that expires. */
export function invitationMail(input: {
  to: string;
  locale: string;
  brandName: string;
  role: StaffRole;
  url: string;
  days: number;
}): OutgoingMail {
  const m = staffMailMessages(mailLocale(input.locale));
  return mail(input.to, input.locale, m.inviteSubject(input.brandName), [
    { kind: 'paragraph', text: m.inviteLead(input.brandName, m.roles[input.role]) },
    { kind: 'link', lead: m.inviteLink, url: input.url },
    { kind: 'paragraph', text: `${m.inviteExpiry(input.days)} ${m.notYou}` },
  ]);
}

/** The password reset: a single-use link valid for minutes. */
export function passwordResetMail(input: {
  to: string;
  locale: string;
  brandName: string;
  url: string;
  minutes: number;
}): OutgoingMail {
  const m = staffMailMessages(mailLocale(input.locale));
  return mail(input.to, input.locale, m.resetSubject(input.brandName), [
    { kind: 'paragraph', text: m.resetLead },
    { kind: 'link', lead: m.resetLink, url: input.url },
    { kind: 'paragraph', text: `${m.resetExpiry(input.minutes)} ${m.notYou}` },
  ]);
}
