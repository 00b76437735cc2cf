import type { MailMessages } from './types.ts';

const s = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

export const en: MailMessages = {
  subjectConfirmed: (hotel, number) => `[${hotel}] Reservation confirmed: ${number}`,
  subjectCancelled: (hotel, number) => `[${hotel}] Reservation cancelled: ${number}`,
  subjectChanged: (hotel, number) => `[${hotel}] Reservation changed: ${number}`,
  introConfirmed: 'Thank you for your reservation.',
  introCancelled: 'Your reservation has been cancelled.',
  introChanged: 'Your reservation has been changed.',
  hotel: (name) => `Hotel: ${name}`,
  reservationNumber: (number) => `Reservation number: ${number}`,
  guest: (first, last) => `Guest: ${first} ${last}`,
  stay: (checkin, checkout, nights) =>
    `Check-in: ${checkin}  Check-out: ${checkout} (${s(nights, 'night', 'nights')})`,
  room: (i, type, plan, adults, children) =>
    `Room ${i}: ${type}, ${plan}, ${s(adults, 'adult', 'adults')}, ${s(children, 'child', 'children')}`,
  total: (total, tax, accommodation) =>
    `Total: ${total} (tax ${tax}, accommodation tax ${accommodation})`,
  manageLead: 'View, change or cancel your reservation:',
  unsubscribeLead: 'Stop marketing e-mails from us:',
  policyTitle: (title) => `Cancellation policy: ${title}`,
  policyPart: (days, time, percent) =>
    `${days === 0 ? 'On the check-in day' : `From ${s(days, 'day', 'days')} before check-in`}${time ? ` after ${time}` : ''}: ${percent} of the cost`,
  policyNoShow: (percent) => `No-show: ${percent} of the cost`,
  cancellationFee: (fee) => `Cancellation fee: ${fee}`,
  card: (brand, last4) => `${brand} ending in ${last4}`,
  refunded: (card, amount) => `Refunded to your card (${card}): ${amount}`,
  released: (card, amount) => `Released on your card (${card}): ${amount}`,
  feeKept: (fee) => `Cancellation fee kept: ${fee}`,
  refundDelay: 'A refund can take a few business days to appear on your card statement.',
};
