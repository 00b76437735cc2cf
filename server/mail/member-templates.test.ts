import { describe, expect, it } from 'vitest';
import {
  accountDeletedMail,
  alreadyRegisteredMail,
  confirmSignUpMail,
  emailChangedMail,
  type MemberMailContext,
  resetPasswordMail,
  setupMail,
  verifyEmailMail,
} from './member-templates.ts';
import { MAIL_LOCALES } from './messages/index.ts';

const ctx = (locale: string): MemberMailContext => ({
  to: 'hanako@example.com',
  name: 'Hanako <Yamada>',
  locale,
  brandName: 'Sakura Hotels',
  programName: 'Sakura Club',
  publicOrigin: 'https://book.test',
  hotelCode: 'sakura-tokyo',
});

describe('member mails', () => {
  it.each(MAIL_LOCALES)('are written in %s with the links the hosted app reads', (locale) => {
    const c = ctx(locale);
    const confirm = confirmSignUpMail(c, 'T0K3N');
    expect(confirm.text).toContain(
      `https://book.test/member-confirmation?confirmation_token=T0K3N&code=sakura-tokyo&locale=${locale}`,
    );
    expect(confirm.html).toContain(locale === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
    expect(confirm.html).toContain('Hanako &lt;Yamada&gt;');
    expect(resetPasswordMail(c, 'R').text).toContain(
      '/change-password?reset_password_token=R&code=sakura-tokyo',
    );
    expect(setupMail(c, 'S').text).toContain(
      '/member-registration-tripla/sakura-tokyo/open-signup?token=S',
    );
    expect(verifyEmailMail(c, 'V').text).toContain('confirmation_token=V&email_update=true');
    expect(alreadyRegisteredMail(c).text).toContain('/forgot-password?code=sakura-tokyo');
    expect(emailChangedMail(c, 'new@example.com').text).toContain('new@example.com');
    const subjects = [confirm, resetPasswordMail(c, 'R'), accountDeletedMail(c)].map(
      (m) => m.subject,
    );
    expect(new Set(subjects).size).toBe(3);
    for (const s of subjects) expect(s).toContain('Sakura Hotels');
  });

  it('falls back to English for an unknown locale', () => {
    expect(accountDeletedMail(ctx('xx')).subject).toBe(
      '[Sakura Hotels] Your account has been deleted',
    );
  });
});
