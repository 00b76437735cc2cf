import type { MailLocale } from './messages/index.ts';

/** What a hotel's reservation addresses are told of. */
export type DeskMailKind = 'new' | 'changed' | 'cancelled';

/** The strings of the hotel's reservation notification in one staff language. */
export interface DeskMailMessages {
  subject(kind: DeskMailKind, hotel: string, number: string, guest: string): string;
  lead(kind: DeskMailKind): string;
  stay(checkin: string, checkout: string): string;
  rooms(count: number): string;
  total(amount: string): string;
  fee(amount: string): string;
  open: string;
}

const arrow = (a: string, b: string) => `${a} → ${b}`;

/** A Record over the union: a locale without its strings does not type-check. */
const TABLES: Record<MailLocale, DeskMailMessages> = {
  en: {
    subject: (kind, hotel, number, guest) =>
      `[${hotel}] ${{ new: 'New booking', changed: 'Booking changed', cancelled: 'Booking cancelled' }[kind]} ${number} (${guest})`,
    lead: (kind) =>
      ({
        new: 'A new reservation has been made.',
        changed: 'A reservation has been changed.',
        cancelled: 'A reservation has been cancelled.',
      })[kind],
    stay: (a, b) => `Stay: ${arrow(a, b)}`,
    rooms: (n) => `Rooms: ${n}`,
    total: (x) => `Total: ${x}`,
    fee: (x) => `Cancellation fee: ${x}`,
    open: 'Open it in the console:',
  },
  ja: {
    subject: (kind, hotel, number, guest) =>
      `【${hotel}】${{ new: '新規予約', changed: '予約変更', cancelled: '予約キャンセル' }[kind]} ${number}（${guest} 様）`,
    lead: (kind) =>
      ({
        new: '新しい予約が入りました。',
        changed: '予約が変更されました。',
        cancelled: '予約がキャンセルされました。',
      })[kind],
    stay: (a, b) => `宿泊日：${arrow(a, b)}`,
    rooms: (n) => `部屋数：${n}`,
    total: (x) => `合計：${x}`,
    fee: (x) => `キャンセル料：${x}`,
    open: '管理画面で開く：',
  },
  ko: {
    subject: (kind, hotel, number, guest) =>
      `[${hotel}] ${{ new: '새 예약', changed: '예약 변경', cancelled: '예약 취소' }[kind]} ${number} (${guest})`,
    lead: (kind) =>
      ({
        new: '새 예약이 접수되었습니다.',
        changed: '예약이 변경되었습니다.',
        cancelled: '예약이 취소되었습니다.',
      })[kind],
    stay: (a, b) => `숙박: ${arrow(a, b)}`,
    rooms: (n) => `객실 수: ${n}`,
    total: (x) => `합계: ${x}`,
    fee: (x) => `취소 수수료: ${x}`,
    open: '콘솔에서 열기:',
  },
  zh_Hans: {
    subject: (kind, hotel, number, guest) =>
      `【${hotel}】${{ new: '新预订', changed: '预订已更改', cancelled: '预订已取消' }[kind]} ${number}（${guest}）`,
    lead: (kind) =>
      ({ new: '收到一笔新预订。', changed: '一笔预订已更改。', cancelled: '一笔预订已取消。' })[
        kind
      ],
    stay: (a, b) => `入住：${arrow(a, b)}`,
    rooms: (n) => `房间数：${n}`,
    total: (x) => `总额：${x}`,
    fee: (x) => `取消费：${x}`,
    open: '在管理后台中打开：',
  },
  zh_Hant: {
    subject: (kind, hotel, number, guest) =>
      `【${hotel}】${{ new: '新訂房', changed: '訂房已變更', cancelled: '訂房已取消' }[kind]} ${number}（${guest}）`,
    lead: (kind) =>
      ({ new: '收到一筆新訂房。', changed: '一筆訂房已變更。', cancelled: '一筆訂房已取消。' })[
        kind
      ],
    stay: (a, b) => `入住：${arrow(a, b)}`,
    rooms: (n) => `房間數：${n}`,
    total: (x) => `總額：${x}`,
    fee: (x) => `取消費：${x}`,
    open: '在管理後台開啟：',
  },
  id: {
    subject: (kind, hotel, number, guest) =>
      `[${hotel}] ${{ new: 'Pemesanan baru', changed: 'Pemesanan diubah', cancelled: 'Pemesanan dibatalkan' }[kind]} ${number} (${guest})`,
    lead: (kind) =>
      ({
        new: 'Ada pemesanan baru.',
        changed: 'Sebuah pemesanan telah diubah.',
        cancelled: 'Sebuah pemesanan telah dibatalkan.',
      })[kind],
    stay: (a, b) => `Menginap: ${arrow(a, b)}`,
    rooms: (n) => `Kamar: ${n}`,
    total: (x) => `Total: ${x}`,
    fee: (x) => `Biaya pembatalan: ${x}`,
    open: 'Buka di konsol:',
  },
  th: {
    subject: (kind, hotel, number, guest) =>
      `[${hotel}] ${{ new: 'การจองใหม่', changed: 'มีการเปลี่ยนแปลงการจอง', cancelled: 'การจองถูกยกเลิก' }[kind]} ${number} (${guest})`,
    lead: (kind) =>
      ({
        new: 'มีการจองใหม่เข้ามา',
        changed: 'มีการเปลี่ยนแปลงการจอง',
        cancelled: 'มีการยกเลิกการจอง',
      })[kind],
    stay: (a, b) => `วันเข้าพัก: ${arrow(a, b)}`,
    rooms: (n) => `จำนวนห้อง: ${n}`,
    total: (x) => `ยอดรวม: ${x}`,
    fee: (x) => `ค่าธรรมเนียมการยกเลิก: ${x}`,
    open: 'เปิดในคอนโซล:',
  },
  ar: {
    subject: (kind, hotel, number, guest) =>
      `[${hotel}] ${{ new: 'حجز جديد', changed: 'تم تعديل حجز', cancelled: 'تم إلغاء حجز' }[kind]} ${number} (${guest})`,
    lead: (kind) =>
      ({
        new: 'تم إجراء حجز جديد.',
        changed: 'تم تعديل أحد الحجوزات.',
        cancelled: 'تم إلغاء أحد الحجوزات.',
      })[kind],
    stay: (a, b) => `الإقامة: ${arrow(a, b)}`,
    rooms: (n) => `عدد الغرف: ${n}`,
    total: (x) => `الإجمالي: ${x}`,
    fee: (x) => `رسوم الإلغاء: ${x}`,
    open: 'افتحه في لوحة التحكم:',
  },
};

export const deskMailMessages = (locale: MailLocale): DeskMailMessages => TABLES[locale];
