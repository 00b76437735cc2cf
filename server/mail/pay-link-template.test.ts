import { describe, expect, it } from 'vitest';
import { MAIL_LOCALES } from './messages/index.ts';
import { payLinkMail } from './pay-link-template.ts';

describe('pay-by-link e-mail', () => {
  it('says who asks, for what, how much and until when, in each of the 8 languages', () => {
    const subjects = new Set<string>();
    for (const locale of MAIL_LOCALES) {
      const mail = payLinkMail({
        to: 'guest@example.com',
        locale,
        hotelName: 'Sakura Hotel Tokyo',
        hotelTimeZone: 'Asia/Tokyo',
        description: 'Late check-out',
        amount: 1250,
        currency: 'USD',
        reservationNumber: 'R-1',
        expiresAt: new Date('2030-01-02T03:00:00Z'),
        url: 'https://book.test/payments/PL1?code=sakura-tokyo&locale=x',
      });
      expect(mail.text).toContain('https://book.test/payments/PL1');
      expect(mail.text).toContain('Late check-out');
      expect(mail.text).toContain('R-1');
      expect(mail.text).toMatch(/12[.,]50/);
      expect(mail.html).toContain(
        locale === 'ar' ? 'dir="rtl"' : `lang="${locale.replace('_', '-')}"`,
      );
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(MAIL_LOCALES.length);
  });
});
