import type { MailMessages } from './types.ts';

const after = (time: string | null) => (time ? ` หลังเวลา ${time}` : '');

export const th: MailMessages = {
  subjectConfirmed: (hotel, number) => `[${hotel}] ยืนยันการจองแล้ว: ${number}`,
  subjectCancelled: (hotel, number) => `[${hotel}] ยกเลิกการจองแล้ว: ${number}`,
  subjectChanged: (hotel, number) => `[${hotel}] แก้ไขการจองแล้ว: ${number}`,
  introConfirmed: 'ขอบคุณที่จองห้องพักกับเรา',
  introCancelled: 'การจองของคุณถูกยกเลิกแล้ว',
  introChanged: 'การจองของคุณได้รับการแก้ไขแล้ว',
  hotel: (name) => `โรงแรม: ${name}`,
  reservationNumber: (number) => `หมายเลขการจอง: ${number}`,
  guest: (first, last) => `ผู้เข้าพัก: ${first} ${last}`,
  stay: (checkin, checkout, nights) => `เช็คอิน: ${checkin}  เช็คเอาท์: ${checkout} (${nights} คืน)`,
  room: (i, type, plan, adults, children) =>
    `ห้องที่ ${i}: ${type}, ${plan}, ผู้ใหญ่ ${adults} คน, เด็ก ${children} คน`,
  total: (total, tax, accommodation) => `ราคารวม: ${total} (ภาษี ${tax}, ภาษีที่พัก ${accommodation})`,
  manageLead: 'ดู แก้ไข หรือยกเลิกการจองของคุณได้ที่:',
  unsubscribeLead: 'ยกเลิกการรับอีเมลข่าวสารจากเรา:',
  policyTitle: (title) => `นโยบายการยกเลิก: ${title}`,
  policyPart: (days, time, percent) =>
    `${days === 0 ? 'ในวันเช็คอิน' : `ตั้งแต่ ${days} วันก่อนเช็คอิน`}${after(time)}: ${percent} ของค่าใช้จ่าย`,
  policyNoShow: (percent) => `ไม่มาเข้าพักโดยไม่แจ้ง: ${percent} ของค่าใช้จ่าย`,
  cancellationFee: (fee) => `ค่าธรรมเนียมการยกเลิก: ${fee}`,
  card: (brand, last4) => `${brand} ลงท้ายด้วย ${last4}`,
  refunded: (card, amount) => `คืนเงินเข้าบัตรของคุณ (${card}): ${amount}`,
  released: (card, amount) => `ปลดวงเงินที่กันไว้ในบัตรของคุณ (${card}): ${amount}`,
  feeKept: (fee) => `ค่าธรรมเนียมการยกเลิกที่เรียกเก็บ: ${fee}`,
  refundDelay: 'เงินคืนอาจใช้เวลาสองสามวันทำการกว่าจะแสดงในใบแจ้งยอดบัตรของคุณ',
};
