import type { MailMessages } from './types.ts';

const after = (time: string | null) => (time ? ` ${time} 之後` : '');

export const zh_Hant: MailMessages = {
  subjectConfirmed: (hotel, number) => `[${hotel}] 訂房已確認：${number}`,
  subjectCancelled: (hotel, number) => `[${hotel}] 訂房已取消：${number}`,
  subjectChanged: (hotel, number) => `[${hotel}] 訂房已變更：${number}`,
  introConfirmed: '感謝您的訂房。',
  introCancelled: '您的訂房已取消。',
  introChanged: '您的訂房內容已變更。',
  hotel: (name) => `飯店：${name}`,
  reservationNumber: (number) => `訂房編號：${number}`,
  guest: (first, last) => `住客：${last} ${first}`,
  stay: (checkin, checkout, nights) => `入住：${checkin}  退房：${checkout}（共 ${nights} 晚）`,
  room: (i, type, plan, adults, children) =>
    `客房 ${i}：${type}，${plan}，成人 ${adults} 位，兒童 ${children} 位`,
  total: (total, tax, accommodation) => `總價：${total}（含稅金 ${tax}，住宿稅 ${accommodation}）`,
  manageLead: '查看、變更或取消訂房：',
  unsubscribeLead: '取消訂閱行銷郵件：',
  policyTitle: (title) => `取消政策：${title}`,
  policyPart: (days, time, percent) =>
    `${days === 0 ? `入住當天${after(time)}` : `入住前 ${days} 天${time ? after(time) : '起'}`}：收取房價的 ${percent}`,
  policyNoShow: (percent) => `未入住且未通知：收取房價的 ${percent}`,
  cancellationFee: (fee) => `取消費用：${fee}`,
  card: (brand, last4) => `${brand}，末四碼 ${last4}`,
  refunded: (card, amount) => `已退款至您的信用卡（${card}）：${amount}`,
  released: (card, amount) => `已解除您信用卡（${card}）的預先授權：${amount}`,
  feeKept: (fee) => `收取的取消費用：${fee}`,
  refundDelay: '退款可能需要幾個工作天才會出現在您的信用卡帳單上。',
};
