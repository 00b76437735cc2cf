import type { MailMessages } from './types.ts';

const rules = new Intl.PluralRules('ar');

/** Arabic counts need all six plural categories (ليلة واحدة، ليلتان، 3 ليالٍ، 11 ليلة …). */
const count = (n: number, forms: Record<Intl.LDMLPluralRule, string>): string =>
  forms[rules.select(n)].replace('#', String(n));

const nights = (n: number) =>
  count(n, {
    zero: 'بلا ليالٍ',
    one: 'ليلة واحدة',
    two: 'ليلتان',
    few: '# ليالٍ',
    many: '# ليلة',
    other: '# ليلة',
  });
const adults = (n: number) =>
  count(n, {
    zero: 'بلا بالغين',
    one: 'بالغ واحد',
    two: 'بالغان',
    few: '# بالغين',
    many: '# بالغًا',
    other: '# بالغ',
  });
const children = (n: number) =>
  count(n, {
    zero: 'بلا أطفال',
    one: 'طفل واحد',
    two: 'طفلان',
    few: '# أطفال',
    many: '# طفلًا',
    other: '# طفل',
  });
const days = (n: number) =>
  count(n, {
    zero: 'يوم الوصول',
    one: 'يوم واحد',
    two: 'يومين',
    few: '# أيام',
    many: '# يومًا',
    other: '# يوم',
  });
const after = (time: string | null) => (time ? ` بعد الساعة ${time}` : '');

export const ar: MailMessages = {
  subjectConfirmed: (hotel, number) => `[${hotel}] تم تأكيد الحجز: ${number}`,
  subjectCancelled: (hotel, number) => `[${hotel}] تم إلغاء الحجز: ${number}`,
  subjectChanged: (hotel, number) => `[${hotel}] تم تعديل الحجز: ${number}`,
  introConfirmed: 'شكرًا لحجزك معنا.',
  introCancelled: 'تم إلغاء حجزك.',
  introChanged: 'تم تعديل حجزك.',
  hotel: (name) => `الفندق: ${name}`,
  reservationNumber: (number) => `رقم الحجز: ${number}`,
  guest: (first, last) => `النزيل: ${first} ${last}`,
  stay: (checkin, checkout, n) =>
    `تسجيل الوصول: ${checkin}  تسجيل المغادرة: ${checkout} (${nights(n)})`,
  room: (i, type, plan, a, c) => `الغرفة ${i}: ${type}، ${plan}، ${adults(a)}، ${children(c)}`,
  total: (total, tax, accommodation) =>
    `الإجمالي: ${total} (الضريبة ${tax}، ضريبة الإقامة ${accommodation})`,
  manageLead: 'لعرض حجزك أو تعديله أو إلغائه:',
  unsubscribeLead: 'لإيقاف رسائلنا التسويقية:',
  policyTitle: (title) => `سياسة الإلغاء: ${title}`,
  policyPart: (d, time, percent) =>
    `${d === 0 ? 'في يوم الوصول' : `ابتداءً من ${days(d)} قبل الوصول`}${after(time)}: ${percent} من التكلفة`,
  policyNoShow: (percent) => `عدم الحضور دون إشعار: ${percent} من التكلفة`,
  cancellationFee: (fee) => `رسوم الإلغاء: ${fee}`,
  card: (brand, last4) => `${brand} المنتهية بـ ${last4}`,
  refunded: (card, amount) => `تم رد المبلغ إلى بطاقتك (${card}): ${amount}`,
  released: (card, amount) => `تم تحرير المبلغ المحجوز على بطاقتك (${card}): ${amount}`,
  feeKept: (fee) => `رسوم الإلغاء المحتسبة: ${fee}`,
  refundDelay: 'قد يستغرق ظهور المبلغ المسترد في كشف حساب بطاقتك بضعة أيام عمل.',
};
