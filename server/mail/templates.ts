import type { Reservation } from '../../src/api/contract/index.ts';
import type { OutgoingMail } from './mailer.ts';

const yen = (amount: number, currency: string): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);

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
