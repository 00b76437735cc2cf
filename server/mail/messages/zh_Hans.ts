import type { MailMessages } from './types.ts';

const after = (time: string | null) => (time ? ` ${time} 以后` : '');

export const zh_Hans: MailMessages = {
  subjectConfirmed: (hotel, number) => `[${hotel}] 预订已确认：${number}`,
  subjectCancelled: (hotel, number) => `[${hotel}] 预订已取消：${number}`,
  subjectChanged: (hotel, number) => `[${hotel}] 预订已变更：${number}`,
  introConfirmed: '感谢您的预订。',
  introCancelled: '您的预订已取消。',
  introChanged: '您的预订已变更。',
  hotel: (name) => `酒店：${name}`,
  reservationNumber: (number) => `预订编号：${number}`,
  guest: (first, last) => `住客：${last} ${first}`,
  stay: (checkin, checkout, nights) => `入住：${checkin}  退房：${checkout}（共 ${nights} 晚）`,
  room: (i, type, plan, adults, children) =>
    `客房 ${i}：${type}，${plan}，成人 ${adults} 位，儿童 ${children} 位`,
  total: (total, tax, accommodation) => `总价：${total}（含税费 ${tax}，住宿税 ${accommodation}）`,
  manageLead: '查看、修改或取消预订：',
  unsubscribeLead: '退订营销邮件：',
  policyTitle: (title) => `取消政策：${title}`,
  policyPart: (days, time, percent) =>
    `${days === 0 ? `入住当天${after(time)}` : `入住前 ${days} 天${time ? after(time) : '起'}`}：收取房费的 ${percent}`,
  policyNoShow: (percent) => `未入住且未通知：收取房费的 ${percent}`,
  cancellationFee: (fee) => `取消费：${fee}`,
  card: (brand, last4) => `${brand}，尾号 ${last4}`,
  refunded: (card, amount) => `已退还至您的银行卡（${card}）：${amount}`,
  released: (card, amount) => `已解除您银行卡（${card}）上的预授权：${amount}`,
  feeKept: (fee) => `收取的取消费：${fee}`,
  refundDelay: '退款可能需要几个工作日才会显示在您的银行卡账单上。',
};
