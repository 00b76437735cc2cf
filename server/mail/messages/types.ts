/** The locales a guest can book in (the widget's list); anything else is mailed in English. */
export const MAIL_LOCALES = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

/**
 * Every string of the guest e-mails for one locale. Values that take numbers are functions so
 * each language can place them and pick its own plural form; amounts, dates and percentages
 * arrive already formatted with Intl in that locale. A locale file that misses a key does not
 * type-check.
 */
export interface MailMessages {
  subjectConfirmed(hotel: string, number: string): string;
  subjectCancelled(hotel: string, number: string): string;
  subjectChanged(hotel: string, number: string): string;

  introConfirmed: string;
  introCancelled: string;
  introChanged: string;

  hotel(name: string): string;
  reservationNumber(number: string): string;
  guest(firstName: string, lastName: string): string;
  stay(checkin: string, checkout: string, nights: number): string;
  room(index: number, roomType: string, plan: string, adults: number, children: number): string;
  total(total: string, tax: string, accommodationTax: string): string;

  manageLead: string;
  unsubscribeLead: string;

  policyTitle(title: string): string;
  /** One step of the cancellation policy; `time` is "18:00" or null when it starts at midnight. */
  policyPart(daysBefore: number, time: string | null, percent: string): string;
  policyNoShow(percent: string): string;

  cancellationFee(fee: string): string;
  card(brand: string, last4: string): string;
  /** Pre-paid bookings were charged, so the money is refunded. */
  refunded(card: string, amount: string): string;
  /** Card-guaranteed bookings were only held, so the hold is released. */
  released(card: string, amount: string): string;
  feeKept(fee: string): string;
  refundDelay: string;
}
