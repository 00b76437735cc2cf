import type { MailMessages } from './types.ts';

const after = (time: string | null) => (time ? ` ${time} 이후` : '');

export const ko: MailMessages = {
  subjectConfirmed: (hotel, number) => `[${hotel}] 예약이 확정되었습니다: ${number}`,
  subjectCancelled: (hotel, number) => `[${hotel}] 예약이 취소되었습니다: ${number}`,
  subjectChanged: (hotel, number) => `[${hotel}] 예약이 변경되었습니다: ${number}`,
  introConfirmed: '예약해 주셔서 감사합니다.',
  introCancelled: '예약이 취소되었습니다.',
  introChanged: '예약 내용이 변경되었습니다.',
  hotel: (name) => `호텔: ${name}`,
  reservationNumber: (number) => `예약 번호: ${number}`,
  guest: (first, last) => `투숙객: ${last} ${first} 님`,
  stay: (checkin, checkout, nights) => `체크인: ${checkin}  체크아웃: ${checkout} (${nights}박)`,
  room: (i, type, plan, adults, children) =>
    `객실 ${i}: ${type}, ${plan}, 성인 ${adults}명, 어린이 ${children}명`,
  total: (total, tax, accommodation) =>
    `합계: ${total} (세금 ${tax}, 숙박세 ${accommodation} 포함)`,
  manageLead: '아래 링크에서 예약을 확인, 변경 또는 취소하실 수 있습니다:',
  unsubscribeLead: '마케팅 이메일 수신 거부:',
  policyTitle: (title) => `취소 규정: ${title}`,
  policyPart: (days, time, percent) =>
    `${days === 0 ? `체크인 당일${after(time)}` : `체크인 ${days}일 전${time ? after(time) : '부터'}`}: 요금의 ${percent}`,
  policyNoShow: (percent) => `연락 없이 불참(노쇼): 요금의 ${percent}`,
  cancellationFee: (fee) => `취소 수수료: ${fee}`,
  card: (brand, last4) => `${brand} 끝자리 ${last4}`,
  refunded: (card, amount) => `카드(${card})로 환불된 금액: ${amount}`,
  released: (card, amount) => `카드(${card}) 승인이 취소된 금액: ${amount}`,
  feeKept: (fee) => `부과되는 취소 수수료: ${fee}`,
  refundDelay: '환불 금액이 카드 명세서에 반영되기까지 영업일 기준 며칠이 걸릴 수 있습니다.',
};
