import type { Reservation } from '../../src/api/contract/index.ts';
import { type MailFormat, mailFormat } from './format.ts';
import type { OutgoingMail } from './mailer.ts';
import {
  languageTag,
  type MailLocale,
  type MailMessages,
  mailLocale,
  mailMessages,
} from './messages/index.ts';
import { type MailBlock, renderHtml, renderText } from './render.ts';

/** The guest's language for one mail: its strings and Intl formats. */
interface Speech {
  locale: MailLocale;
  m: MailMessages;
  f: MailFormat;
}

const speechFor = (locale: string | null | undefined): Speech => {
  const l = mailLocale(locale);
  return { locale: l, m: mailMessages(l), f: mailFormat(languageTag(l)) };
};

function compose(
  { locale }: Speech,
  to: string,
  subject: string,
  blocks: MailBlock[],
): OutgoingMail {
  return { to, subject, text: renderText(blocks), html: renderHtml(locale, subject, blocks) };
}

/**
 * What happened to a card payment on cancellation: the money given back and the fee kept, in
 * the currency the card was charged in (the guest's currency for a multi-currency booking).
 */
function refundLines(r: Reservation, { m, f }: Speech): string[] {
  const p = r.payment;
  if (!p || p.refunded_amount === undefined) return [];
  const card = m.card(p.card_brand.toUpperCase(), p.card_last4);
  const kept = p.amount - p.refunded_amount;
  const given = f.minor(p.refunded_amount, p.currency);
  return [
    // Pre-paid bookings were charged (a refund); card-guaranteed ones only held (a release).
    r.payment_type === 'pre_paid' ? m.refunded(card, given) : m.released(card, given),
    m.feeKept(f.minor(kept, p.currency)),
    m.refundDelay,
  ];
}

function summary(r: Reservation, { m, f }: Speech): MailBlock {
  const money = (n: number) => f.money(n, r.price.currency);
  return {
    kind: 'lines',
    lines: [
      m.hotel(r.hotel_name),
      m.reservationNumber(r.reservation_number),
      m.guest(r.guest.first_name, r.guest.last_name),
      m.stay(f.date(r.checkin_date), f.date(r.checkout_date), r.nights),
      ...r.rooms.map((room, i) =>
        m.room(i + 1, room.room_type_name, room.room_plan_name, room.adults, room.children),
      ),
      m.total(money(r.price.total_price), money(r.price.tax), money(r.price.accommodation_tax)),
    ],
  };
}

/** The policy in the guest's words, from its parts (the API's `lines` are English only). */
function policy(r: Reservation, { m, f }: Speech): MailBlock {
  const p = r.cancellation_policy;
  const parts = [...p.cancellation_policy_parts].sort((a, b) => b.days_before - a.days_before);
  return {
    kind: 'list',
    title: m.policyTitle(p.title),
    items: [
      ...parts.map((part) =>
        m.policyPart(
          part.days_before,
          part.hours_after > 0 ? f.hour(part.hours_after) : null,
          f.percent(part.percentage_of_cost),
        ),
      ),
      m.policyNoShow(f.percent(p.no_show_percentage_of_cost)),
    ],
  };
}

/**
 * Booking confirmation with the manage link (it carries the reservation's bypass token), in the
 * reservation's locale (`locale` as stored with it; unknown → English).
 */
export function confirmationMail(
  r: Reservation,
  locale: string | null | undefined,
  manageUrl: string,
  unsubscribeUrl?: string,
): OutgoingMail {
  const s = speechFor(locale);
  return compose(s, r.email, s.m.subjectConfirmed(r.hotel_name, r.reservation_number), [
    { kind: 'paragraph', text: s.m.introConfirmed },
    summary(r, s),
    { kind: 'link', lead: s.m.manageLead, url: manageUrl },
    policy(r, s),
    ...(unsubscribeUrl
      ? [{ kind: 'link', lead: s.m.unsubscribeLead, url: unsubscribeUrl } as const]
      : []),
  ]);
}

export function cancellationMail(r: Reservation, locale: string | null | undefined): OutgoingMail {
  const s = speechFor(locale);
  const fee = r.cancellation?.fee ?? 0;
  return compose(s, r.email, s.m.subjectCancelled(r.hotel_name, r.reservation_number), [
    { kind: 'paragraph', text: s.m.introCancelled },
    summary(r, s),
    {
      kind: 'lines',
      lines: [s.m.cancellationFee(s.f.money(fee, r.price.currency)), ...refundLines(r, s)],
    },
  ]);
}

export function updateMail(
  r: Reservation,
  locale: string | null | undefined,
  manageUrl: string,
): OutgoingMail {
  const s = speechFor(locale);
  return compose(s, r.email, s.m.subjectChanged(r.hotel_name, r.reservation_number), [
    { kind: 'paragraph', text: s.m.introChanged },
    summary(r, s),
    { kind: 'link', lead: s.m.manageLead, url: manageUrl },
  ]);
}
