import type { MailLocale } from './messages/index.ts';

/** The strings of the pay-by-link e-mail in one language (amounts and dates come formatted). */
export interface PayLinkMailMessages {
  subject(hotel: string): string;
  intro(hotel: string): string;
  forWhat(description: string): string;
  amount(amount: string): string;
  reservation(number: string): string;
  payLead: string;
  validUntil(when: string): string;
  notYou: string;
}

/** A Record over the union: a locale without its strings does not type-check. */
const TABLES: Record<MailLocale, PayLinkMailMessages> = {
  en: {
    subject: (hotel) => `${hotel}: payment request`,
    intro: (hotel) => `${hotel} asks you to make the following payment online.`,
    forWhat: (d) => `For: ${d}`,
    amount: (a) => `Amount: ${a}`,
    reservation: (n) => `Reservation number: ${n}`,
    payLead: 'Pay securely by card on this page:',
    validUntil: (w) => `The link can be used until ${w}.`,
    notYou: 'If you did not expect this request, please contact the hotel and do not pay.',
  },
  ja: {
    subject: (hotel) => `【${hotel}】お支払いのお願い`,
    intro: (hotel) => `${hotel}より、以下のお支払いをオンラインでお願いしております。`,
    forWhat: (d) => `内容：${d}`,
    amount: (a) => `金額：${a}`,
    reservation: (n) => `予約番号：${n}`,
    payLead: '次のページからクレジットカードで安全にお支払いいただけます：',
    validUntil: (w) => `このリンクの有効期限は${w}までです。`,
    notYou: 'お心当たりのない場合は、お支払いをせずにホテルへお問い合わせください。',
  },
  ko: {
    subject: (hotel) => `${hotel}: 결제 요청`,
    intro: (hotel) => `${hotel}에서 아래 금액의 온라인 결제를 요청했습니다.`,
    forWhat: (d) => `내용: ${d}`,
    amount: (a) => `금액: ${a}`,
    reservation: (n) => `예약 번호: ${n}`,
    payLead: '다음 페이지에서 카드로 안전하게 결제하실 수 있습니다:',
    validUntil: (w) => `이 링크는 ${w}까지 사용할 수 있습니다.`,
    notYou: '요청하신 적이 없다면 결제하지 마시고 호텔에 문의해 주세요.',
  },
  zh_Hans: {
    subject: (hotel) => `${hotel}：付款请求`,
    intro: (hotel) => `${hotel}请您在线支付以下款项。`,
    forWhat: (d) => `用途：${d}`,
    amount: (a) => `金额：${a}`,
    reservation: (n) => `预订号：${n}`,
    payLead: '请在此页面使用银行卡安全付款：',
    validUntil: (w) => `此链接有效期至${w}。`,
    notYou: '如果您没有预期到此请求，请不要付款并联系酒店。',
  },
  zh_Hant: {
    subject: (hotel) => `${hotel}：付款請求`,
    intro: (hotel) => `${hotel}請您於線上支付以下款項。`,
    forWhat: (d) => `用途：${d}`,
    amount: (a) => `金額：${a}`,
    reservation: (n) => `訂房編號：${n}`,
    payLead: '請於此頁面以信用卡安全付款：',
    validUntil: (w) => `此連結有效期限至${w}。`,
    notYou: '若您並未預期此請求，請勿付款並與飯店聯絡。',
  },
  id: {
    subject: (hotel) => `${hotel}: permintaan pembayaran`,
    intro: (hotel) => `${hotel} meminta Anda melakukan pembayaran berikut secara online.`,
    forWhat: (d) => `Untuk: ${d}`,
    amount: (a) => `Jumlah: ${a}`,
    reservation: (n) => `Nomor reservasi: ${n}`,
    payLead: 'Bayar dengan kartu secara aman di halaman ini:',
    validUntil: (w) => `Tautan ini dapat digunakan hingga ${w}.`,
    notYou: 'Jika Anda tidak mengharapkan permintaan ini, jangan membayar dan hubungi hotel.',
  },
  th: {
    subject: (hotel) => `${hotel}: คำขอชำระเงิน`,
    intro: (hotel) => `${hotel} ขอให้คุณชำระเงินต่อไปนี้ทางออนไลน์`,
    forWhat: (d) => `สำหรับ: ${d}`,
    amount: (a) => `จำนวนเงิน: ${a}`,
    reservation: (n) => `หมายเลขการจอง: ${n}`,
    payLead: 'ชำระด้วยบัตรอย่างปลอดภัยที่หน้านี้:',
    validUntil: (w) => `ลิงก์นี้ใช้ได้จนถึง ${w}`,
    notYou: 'หากคุณไม่ได้คาดหวังคำขอนี้ โปรดอย่าชำระเงินและติดต่อโรงแรม',
  },
  ar: {
    subject: (hotel) => `${hotel}: طلب دفع`,
    intro: (hotel) => `يطلب منك ${hotel} إجراء الدفعة التالية عبر الإنترنت.`,
    forWhat: (d) => `مقابل: ${d}`,
    amount: (a) => `المبلغ: ${a}`,
    reservation: (n) => `رقم الحجز: ${n}`,
    payLead: 'ادفع بأمان بالبطاقة من هذه الصفحة:',
    validUntil: (w) => `يمكن استخدام الرابط حتى ${w}.`,
    notYou: 'إذا لم تكن تتوقع هذا الطلب، فلا تدفع وتواصل مع الفندق.',
  },
};

export const payLinkMailMessages = (locale: MailLocale): PayLinkMailMessages => TABLES[locale];
