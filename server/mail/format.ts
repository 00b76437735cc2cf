import { minorDigits } from '../currency/convert.ts';

/**
 * Intl formatting of mail values in the guest's language. Money always shows its currency's
 * own decimals (0 for JPY/KRW, 2 for USD …), whatever the locale would default to.
 */
export interface MailFormat {
  /** An amount in whole units of `currency` (the reservation's prices). */
  money(amount: number, currency: string): string;
  /** An amount in minor units (cents; whole units for JPY, KRW …), as card payments are kept. */
  minor(amount: number, currency: string): string;
  /** A calendar date `YYYY-MM-DD` (no time zone: it is the hotel's date). */
  date(isoDate: string): string;
  /** An hour of the day (a cancellation step starting at 18:00). */
  hour(hour: number): string;
  /** A whole percentage, 30 → "30%". */
  percent(value: number): string;
}

export function mailFormat(tag: string): MailFormat {
  const money = (amount: number, currency: string): string => {
    const digits = minorDigits(currency);
    return new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  };
  // UTC on both sides: the date and hour are shown as written, never shifted.
  const dates = new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const hours = new Intl.DateTimeFormat(tag, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const percents = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  return {
    money,
    minor: (amount, currency) => money(amount / 10 ** minorDigits(currency), currency),
    date: (isoDate) => {
      const when = new Date(`${isoDate}T00:00:00Z`);
      return Number.isNaN(when.getTime()) ? isoDate : dates.format(when);
    },
    hour: (hour) => hours.format(Date.UTC(1970, 0, 1, hour)),
    percent: (value) => percents.format(value / 100),
  };
}
