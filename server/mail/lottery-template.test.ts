import { describe, expect, it } from 'vitest';
import { lotteryResultMail } from './lottery-template.ts';
import { MAIL_LOCALES } from './messages/index.ts';

const input = {
  to: 'guest@example.com',
  won: true,
  hotelName: 'Sakura Hotel Tokyo',
  hotelTimeZone: 'Asia/Tokyo',
  eventName: 'Summer fireworks week',
  entryNumber: 'L000000042',
  checkin: '2030-07-01',
  checkout: '2030-07-03',
  roomName: 'Standard Double',
  // 15:00 UTC is midnight of the next day in Tokyo: the deadline shows the hotel's day.
  deadline: new Date('2030-05-31T15:00:00Z'),
  url: 'https://book.test/room-lottery/confirmation/L000000042?code=sakura-tokyo',
};

describe('lottery result mail', () => {
  it('is written in each of the eight languages, with the link and the entry', () => {
    const subjects = new Set<string>();
    for (const locale of MAIL_LOCALES) {
      const mail = lotteryResultMail({ ...input, locale });
      subjects.add(mail.subject);
      expect(mail.text).toContain(input.url);
      expect(mail.text).toContain('L000000042');
      expect(mail.html).toContain(locale === 'ar' ? 'dir="rtl"' : 'L000000042');
    }
    expect(subjects.size).toBe(MAIL_LOCALES.length);
  });

  it('gives the winner the deadline in the hotel time zone, and the loser none', () => {
    const won = lotteryResultMail({ ...input, locale: 'en' });
    expect(won.text).toContain('Congratulations');
    expect(won.text).toMatch(/Jun 1, 2030/);
    const lost = lotteryResultMail({ ...input, locale: 'ja', won: false });
    expect(lost.text).toContain('落選');
    expect(lost.text).not.toContain('2030/06/01');
  });
});
