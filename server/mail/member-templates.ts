import type { OutgoingMail } from './mailer.ts';
import { memberMailMessages } from './member-messages/index.ts';
import { mailLocale } from './messages/index.ts';
import { type MailBlock, renderHtml, renderText } from './render.ts';

/** Who a member mail goes to and where its links lead back (the hosted app of the brand). */
export interface MemberMailContext {
  to: string;
  name: string;
  locale: string | null | undefined;
  brandName: string;
  programName: string;
  publicOrigin: string;
  /** The widget's hotel: the hosted app opens on it. */
  hotelCode: string;
}

/** A link into the hosted app with the hotel and language the member used. */
export function appLink(
  ctx: MemberMailContext,
  path: string,
  query: Record<string, string> = {},
): string {
  const q = new URLSearchParams({ ...query, code: ctx.hotelCode, locale: mailLocale(ctx.locale) });
  return `${ctx.publicOrigin}${path}?${q}`;
}

function compose(ctx: MemberMailContext, subject: string, blocks: MailBlock[]): OutgoingMail {
  const locale = mailLocale(ctx.locale);
  return {
    to: ctx.to,
    subject,
    text: renderText(blocks),
    html: renderHtml(locale, subject, blocks),
  };
}

const speech = (ctx: MemberMailContext) => memberMailMessages(mailLocale(ctx.locale));

export const CONFIRM_HOURS = 24;
export const RESET_HOURS = 1;

export function confirmSignUpMail(ctx: MemberMailContext, token: string): OutgoingMail {
  const m = speech(ctx);
  const url = appLink(ctx, '/member-confirmation', { confirmation_token: token });
  return compose(ctx, m.subjectConfirmSignUp(ctx.brandName), [
    { kind: 'paragraph', text: m.greeting(ctx.name) },
    { kind: 'link', lead: m.confirmSignUpLead(ctx.programName), url },
    { kind: 'paragraph', text: `${m.linkValidity(CONFIRM_HOURS)} ${m.notYou}` },
  ]);
}

/** Sign-up with a registered address: the owner learns it, the stranger learns nothing. */
export function alreadyRegisteredMail(ctx: MemberMailContext): OutgoingMail {
  const m = speech(ctx);
  return compose(ctx, m.subjectAlreadyRegistered(ctx.brandName), [
    { kind: 'paragraph', text: m.greeting(ctx.name) },
    { kind: 'paragraph', text: m.alreadyRegistered },
    { kind: 'link', lead: m.signInLead, url: appLink(ctx, '/sign-in') },
    { kind: 'link', lead: m.forgotLead, url: appLink(ctx, '/forgot-password') },
    { kind: 'paragraph', text: m.notYou },
  ]);
}

export function resetPasswordMail(ctx: MemberMailContext, token: string): OutgoingMail {
  const m = speech(ctx);
  const url = appLink(ctx, '/change-password', { reset_password_token: token });
  return compose(ctx, m.subjectResetPassword(ctx.brandName), [
    { kind: 'paragraph', text: m.greeting(ctx.name) },
    { kind: 'link', lead: m.resetPasswordLead, url },
    { kind: 'paragraph', text: `${m.linkValidity(RESET_HOURS)} ${m.notYou}` },
  ]);
}

/** Open sign-up (member-registration pages): the link to finish creating the account. */
export function setupMail(ctx: MemberMailContext, token: string): OutgoingMail {
  const m = speech(ctx);
  const path = `/member-registration-tripla/${encodeURIComponent(ctx.hotelCode)}/open-signup`;
  const q = new URLSearchParams({ token, locale: mailLocale(ctx.locale) });
  return compose(ctx, m.subjectSetup(ctx.brandName), [
    { kind: 'link', lead: m.setupLead(ctx.programName), url: `${ctx.publicOrigin}${path}?${q}` },
    { kind: 'paragraph', text: `${m.linkValidity(CONFIRM_HOURS)} ${m.notYou}` },
  ]);
}

/** To the new address of an e-mail change. */
export function verifyEmailMail(ctx: MemberMailContext, token: string): OutgoingMail {
  const m = speech(ctx);
  const url = appLink(ctx, '/member-confirmation', {
    confirmation_token: token,
    email_update: 'true',
  });
  return compose(ctx, m.subjectVerifyEmail(ctx.brandName), [
    { kind: 'paragraph', text: m.greeting(ctx.name) },
    { kind: 'link', lead: m.verifyEmailLead(ctx.to), url },
    { kind: 'paragraph', text: `${m.linkValidity(CONFIRM_HOURS)} ${m.notYou}` },
  ]);
}

/** To the old address of an e-mail change: a hijacked session cannot move the account quietly. */
export function emailChangedMail(ctx: MemberMailContext, newEmail: string): OutgoingMail {
  const m = speech(ctx);
  return compose(ctx, m.subjectEmailChanged(ctx.brandName), [
    { kind: 'paragraph', text: m.greeting(ctx.name) },
    { kind: 'paragraph', text: m.emailChanged(newEmail) },
    { kind: 'link', lead: m.forgotLead, url: appLink(ctx, '/forgot-password') },
  ]);
}

export function accountDeletedMail(ctx: MemberMailContext): OutgoingMail {
  const m = speech(ctx);
  return compose(ctx, m.subjectAccountDeleted(ctx.brandName), [
    { kind: 'paragraph', text: m.greeting(ctx.name) },
    { kind: 'paragraph', text: m.accountDeleted },
  ]);
}
