import { describe, expect, it } from 'vitest';
import { archivePasswordMail } from './archive-password-template.ts';
import { MAIL_LOCALES } from './messages/index.ts';

const input = {
  to: 'admin@corp.example',
  name: 'Taro Yamada',
  brandName: 'Sakura Hotels',
  organization: 'Sakura Trading <Ltd>',
  file: 'reservations-20261130-085807.zip',
  password: 'Xk7m-p9Qa-Rt4w-Hn8c-Ze3v',
};

describe('archivePasswordMail', () => {
  it.each(MAIL_LOCALES)('gives the file and its password in %s', (locale) => {
    const mail = archivePasswordMail({ ...input, locale });
    expect(mail.to).toBe(input.to);
    expect(mail.subject).toContain(input.file);
    expect(mail.subject).not.toContain(input.password);
    // The password on a line of its own, to copy exactly.
    expect(mail.text.split('\n')).toContain(input.password);
    expect(mail.text).toContain(input.file);
    expect(mail.html).toContain(`<code dir="ltr"`);
    expect(mail.html).toContain(`>${input.password}</code>`);
    expect(mail.html).toContain('Sakura Trading &lt;Ltd&gt;');
  });

  it('is written in each language of its own', () => {
    const texts = MAIL_LOCALES.map((locale) => archivePasswordMail({ ...input, locale }).text);
    expect(new Set(texts).size).toBe(MAIL_LOCALES.length);
    expect(archivePasswordMail({ ...input, locale: 'xx' }).text).toBe(texts[0]);
    expect(archivePasswordMail({ ...input, locale: 'ar' }).html).toContain('dir="rtl"');
  });
});
