import { describe, expect, it } from 'vitest';
import { MAIL_LOCALES } from '../../mail/messages/index.ts';
import { organizationInvitationMail } from './invitation-mail.ts';

const URL = 'https://booking.example/console/organization-invitation#token=abc';

describe('organization invitation mail', () => {
  it.each(MAIL_LOCALES)(
    'in %s names the organization, the brand and carries the link',
    (locale) => {
      const mail = organizationInvitationMail({
        to: 'aoi@example.com',
        locale,
        brandName: 'Sakura Hotels',
        organization: 'Hinoki Works',
        role: 'admin',
        url: URL,
        days: 7,
      });
      expect(mail.subject).toContain('Hinoki Works');
      expect(mail.subject).toContain('Sakura Hotels');
      expect(mail.text).toContain(URL);
      expect(mail.text).toContain('7');
      expect(mail.html).toContain(
        'href="https://booking.example/console/organization-invitation#token=abc"',
      );
    },
  );

  it('says the role it gives', () => {
    const admin = organizationInvitationMail({
      to: 'a@example.com',
      locale: 'en',
      brandName: 'B',
      organization: 'O',
      role: 'admin',
      url: URL,
      days: 7,
    });
    const member = organizationInvitationMail({
      ...{
        to: 'a@example.com',
        locale: 'en',
        brandName: 'B',
        organization: 'O',
        url: URL,
        days: 7,
      },
      role: 'member',
    });
    expect(admin.text).toContain('as an administrator');
    expect(member.text).toContain('as a member');
  });
});
