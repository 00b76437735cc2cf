import type { MailMessages } from './types.ts';

const after = (time: string | null) => (time ? ` ${time}以降` : '');

export const ja: MailMessages = {
  subjectConfirmed: (hotel, number) => `[${hotel}] ご予約確定のお知らせ（予約番号 ${number}）`,
  subjectCancelled: (hotel, number) =>
    `[${hotel}] ご予約キャンセルのお知らせ（予約番号 ${number}）`,
  subjectChanged: (hotel, number) => `[${hotel}] ご予約内容変更のお知らせ（予約番号 ${number}）`,
  introConfirmed: 'このたびはご予約いただき、誠にありがとうございます。',
  introCancelled: 'ご予約のキャンセルを承りました。',
  introChanged: 'ご予約内容の変更を承りました。',
  hotel: (name) => `ホテル: ${name}`,
  reservationNumber: (number) => `予約番号: ${number}`,
  guest: (first, last) => `宿泊者: ${last} ${first} 様`,
  stay: (checkin, checkout, nights) =>
    `チェックイン: ${checkin}　チェックアウト: ${checkout}（${nights}泊）`,
  room: (i, type, plan, adults, children) =>
    `客室${i}: ${type}／${plan}、大人${adults}名・子供${children}名`,
  total: (total, tax, accommodation) =>
    `合計: ${total}（うち消費税等 ${tax}、宿泊税 ${accommodation}）`,
  manageLead: 'ご予約の確認・変更・キャンセルはこちらから:',
  unsubscribeLead: 'お知らせメールの配信停止はこちらから:',
  policyTitle: (title) => `キャンセルポリシー: ${title}`,
  policyPart: (days, time, percent) =>
    `${days === 0 ? `チェックイン当日${after(time)}` : `チェックイン${days}日前${time ? after(time) : 'から'}`}: 料金の${percent}`,
  policyNoShow: (percent) => `連絡なしの不泊: 料金の${percent}`,
  cancellationFee: (fee) => `キャンセル料: ${fee}`,
  card: (brand, last4) => `${brand} 末尾${last4}`,
  refunded: (card, amount) => `カード（${card}）へのご返金: ${amount}`,
  released: (card, amount) => `カード（${card}）の仮押さえ解除: ${amount}`,
  feeKept: (fee) => `お支払いいただくキャンセル料: ${fee}`,
  refundDelay: 'カードのご利用明細に反映されるまで、数営業日かかる場合があります。',
};
