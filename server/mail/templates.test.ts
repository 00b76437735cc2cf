import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../src/api/contract/index.ts';
import { MAIL_LOCALES, type MailLocale } from './messages/index.ts';
import { cancellationMail, confirmationMail, updateMail } from './templates.ts';

const MANAGE = 'https://book.test/reservation/confirmation/S123456789?bypass_token=t&code=x';

const reservation = {
  reservation_number: 'S123456789',
  hotel_name: 'Sakura <Tokyo>',
  email: 'guest@example.com',
  guest: { first_name: 'Hanako', last_name: 'Yamada' },
  checkin_date: '2030-01-10',
  checkout_date: '2030-01-12',
  nights: 2,
  payment_type: 'pre_paid',
  rooms: [
    { room_type_name: 'Standard Double', room_plan_name: 'Room only', adults: 2, children: 1 },
  ],
  price: { currency: 'JPY', total_price: 39600, tax: 3600, accommodation_tax: 400 },
  cancellation_policy: {
    title: 'Flexible',
    lines: [],
    cancellation_policy_parts: [
      { days_before: 1, hours_after: 18, percentage_of_cost: 50 },
      { days_before: 3, hours_after: 0, percentage_of_cost: 30 },
    ],
    no_show_percentage_of_cost: 100,
  },
  cancellation: { fee: 19800, reason: 'other', details: null, cancelled_at: '2030-01-09' },
  payment: {
    status: 'refunded',
    amount: 26400,
    currency: 'USD',
    card_brand: 'visa',
    card_last4: '4242',
    challenge_url: null,
    error_code: null,
    refunded_amount: 13200,
  },
} as unknown as Reservation;

const mails = (locale: MailLocale) => ({
  confirmation: confirmationMail(reservation, locale, MANAGE, 'https://book.test/unsub?t=1'),
  cancellation: cancellationMail(reservation, locale),
  update: updateMail(reservation, locale, MANAGE),
});
type Kind = keyof ReturnType<typeof mails>;
const KINDS: Kind[] = ['confirmation', 'cancellation', 'update'];
const english = mails('en');

describe.each(MAIL_LOCALES)('guest mails in %s', (locale) => {
  const all = mails(locale);

  it.each(KINDS)('%s has its own subject, the number and the link', (kind) => {
    const mail = all[kind];
    expect(mail.to).toBe('guest@example.com');
    expect(mail.subject).toContain('S123456789');
    expect(mail.subject).toContain('[Sakura <Tokyo>]');
    if (locale !== 'en') {
      expect(mail.subject).not.toBe(english[kind].subject);
      expect(mail.text).not.toBe(english[kind].text);
    }
    expect(mail.text).toContain('S123456789');
    if (kind !== 'cancellation') expect(mail.text).toContain(MANAGE);
    expect(mail.html).toContain('S123456789');
    expect(mail.html).toContain(`lang="${locale.replace('_', '-')}"`);
    expect(mail.html).toContain(`dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
    if (kind !== 'cancellation') expect(mail.html).toContain(MANAGE.replaceAll('&', '&amp;'));
    // Names from the database are escaped, never markup.
    expect(mail.html).not.toContain('<Tokyo>');
    expect(mail.html).toContain('Sakura &lt;Tokyo&gt;');
  });

  it('formats money with Intl in the locale and the currency decimals', () => {
    const tag = locale.replace('_', '-');
    const yen = new Intl.NumberFormat(tag, { style: 'currency', currency: 'JPY' }).format(39600);
    const dollars = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' });
    expect(all.confirmation.text).toContain(yen);
    // The refund is in the card's currency (minor units → 132.00) with its two decimals.
    expect(all.cancellation.text).toContain(dollars.format(132));
    const date = new Intl.DateTimeFormat(tag, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date('2030-01-10T00:00:00Z'));
    expect(all.update.text).toContain(date);
  });
});

describe('guest mails', () => {
  it('keep the English wording the journeys and route tests look for', () => {
    expect(english.confirmation.subject).toBe('[Sakura <Tokyo>] Reservation confirmed: S123456789');
    expect(english.cancellation.subject).toBe('[Sakura <Tokyo>] Reservation cancelled: S123456789');
    expect(english.update.subject).toBe('[Sakura <Tokyo>] Reservation changed: S123456789');
    expect(english.cancellation.text).toContain('Cancellation fee: ¥19,800');
    expect(english.cancellation.text).toContain(
      'Refunded to your card (VISA ending in 4242): $132.00',
    );
    expect(english.cancellation.text).toContain('Cancellation fee kept: $132.00');
    expect(english.confirmation.text).toContain(
      'From 1 day before check-in after 6:00 PM: 50% of the cost',
    );
    expect(english.confirmation.text).toContain('Stop marketing e-mails from us:');
  });

  it('falls back to English for a locale it does not know', () => {
    for (const unknown of ['fr', '', null, undefined]) {
      expect(confirmationMail(reservation, unknown, MANAGE)).toEqual(
        confirmationMail(reservation, 'en', MANAGE),
      );
    }
  });

  it('speaks Japanese with the guest name in Japanese order', () => {
    const ja = mails('ja');
    expect(ja.confirmation.subject).toBe(
      '[Sakura <Tokyo>] ご予約確定のお知らせ（予約番号 S123456789）',
    );
    expect(ja.confirmation.text).toContain('宿泊者: Yamada Hanako 様');
    expect(ja.confirmation.text).toContain('チェックイン3日前から: 料金の30%');
  });

  it('uses the Arabic plural forms and a right-to-left body', () => {
    const ar = mails('ar');
    expect(ar.confirmation.text).toContain('ليلتان');
    expect(ar.confirmation.text).toContain('طفل واحد');
    expect(ar.confirmation.html).toMatch(/<html lang="ar" dir="rtl">/);
    // The link still reads left to right inside the Arabic paragraph.
    expect(ar.confirmation.html).toContain('dir="ltr">https://book.test/');
  });
});
