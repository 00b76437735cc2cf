import type { Reservation } from '../../src/api/contract/index.ts';
import { minorDigits } from '../currency/convert.ts';
import type { OutgoingMail } from './mailer.ts';

const yen = (amount: number, currency: string): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);

/** An amount in minor units (cents; whole units for JPY, KRW …) as the guest reads it. */
const minor = (amount: number, currency: string): string =>
  yen(amount / 10 ** minorDigits(currency), currency);

/**
 * What happened to a card payment on cancellation: the money given back and the fee kept, in
 * the currency the card was charged in (the guest's currency for a multi-currency booking).
 */
function refundLines(r: Reservation): string[] {
  const p = r.payment;
  if (!p || p.refunded_amount === undefined) return [];
  const card = `${p.card_brand.toUpperCase()} ending in ${p.card_last4}`;
  const kept = p.amount - p.refunded_amount;
  // Pre-paid bookings were charged (a refund); card-guaranteed ones only held (a release).
  const verb = r.payment_type === 'pre_paid' ? 'Refunded to' : 'Released on';
  return [
    `${verb} your card (${card}): ${minor(p.refunded_amount, p.currency)}`,
    `Cancellation fee kept: ${minor(kept, p.currency)}`,
    'A refund can take a few business days to appear on your card statement.',
  ];
}

function summary(r: Reservation): string[] {
  return [
    `Hotel: ${r.hotel_name}`,
    `Reservation number: ${r.reservation_number}`,
    `Guest: ${r.guest.first_name} ${r.guest.last_name}`,
    `Check-in: ${r.checkin_date}  Check-out: ${r.checkout_date} (${r.nights} night(s))`,
    ...r.rooms.map(
      (room, i) =>
        `Room ${i + 1}: ${room.room_type_name}, ${room.room_plan_name}, ${room.adults} adult(s), ${room.children} child(ren)`,
    ),
    `Total: ${yen(r.price.total_price, r.price.currency)} (tax ${yen(r.price.tax, r.price.currency)}, accommodation tax ${yen(r.price.accommodation_tax, r.price.currency)})`,
  ];
}

/** Booking confirmation with the manage link (it carries the reservation's bypass token). */
export function confirmationMail(
  r: Reservation,
  manageUrl: string,
  unsubscribeUrl?: string,
): OutgoingMail {
  return {
    to: r.email,
    subject: `[${r.hotel_name}] Reservation confirmed: ${r.reservation_number}`,
    text: [
      'Thank you for your reservation.',
      '',
      ...summary(r),
      '',
      'View, change or cancel your reservation:',
      manageUrl,
      '',
      `Cancellation policy: ${r.cancellation_policy.title}`,
      ...r.cancellation_policy.lines.map((l) => `- ${l}`),
      ...(unsubscribeUrl ? ['', 'Stop marketing e-mails from us:', unsubscribeUrl] : []),
    ].join('\n'),
  };
}

export function cancellationMail(r: Reservation): OutgoingMail {
  const fee = r.cancellation?.fee ?? 0;
  return {
    to: r.email,
    subject: `[${r.hotel_name}] Reservation cancelled: ${r.reservation_number}`,
    text: [
      'Your reservation has been cancelled.',
      '',
      ...summary(r),
      '',
      `Cancellation fee: ${yen(fee, r.price.currency)}`,
      ...refundLines(r),
    ].join('\n'),
  };
}

export function updateMail(r: Reservation, manageUrl: string): OutgoingMail {
  return {
    to: r.email,
    subject: `[${r.hotel_name}] Reservation changed: ${r.reservation_number}`,
    text: ['Your reservation has been changed.', '', ...summary(r), '', manageUrl].join('\n'),
  };
}
