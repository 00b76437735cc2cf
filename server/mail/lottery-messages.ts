import type { MailLocale } from './messages/index.ts';

/** The strings of the lottery result e-mail in one language (dates come formatted). */
export interface LotteryMailMessages {
  subject(hotel: string, event: string): string;
  won(event: string): string;
  lost(event: string): string;
  entry(number: string): string;
  stay(checkin: string, checkout: string): string;
  room(room: string): string;
  bookBy(deadline: string): string;
  bookLead: string;
  viewLead: string;
}

/** A Record over the union: a locale without its strings does not type-check. */
const TABLES: Record<MailLocale, LotteryMailMessages> = {
  en: {
    subject: (hotel, event) => `${hotel}: result of the lottery "${event}"`,
    won: (event) => `Congratulations! You have won the lottery "${event}".`,
    lost: (event) =>
      `Thank you for entering the lottery "${event}". We are sorry, but your entry was not selected this time.`,
    entry: (n) => `Entry number: ${n}`,
    stay: (a, b) => `Stay: ${a} – ${b}`,
    room: (r) => `Room: ${r}`,
    bookBy: (d) => `Please complete your reservation by ${d}. After that the room is released.`,
    bookLead: 'Complete your reservation here:',
    viewLead: 'See your entry here:',
  },
  ja: {
    subject: (hotel, event) => `【${hotel}】抽選「${event}」の結果のお知らせ`,
    won: (event) => `おめでとうございます。抽選「${event}」に当選されました。`,
    lost: (event) =>
      `抽選「${event}」にご応募いただきありがとうございました。誠に残念ながら、今回は落選となりました。`,
    entry: (n) => `応募番号：${n}`,
    stay: (a, b) => `宿泊日：${a}～${b}`,
    room: (r) => `客室：${r}`,
    bookBy: (d) => `${d}までにご予約を完了してください。期限を過ぎると当選は無効となります。`,
    bookLead: 'ご予約はこちらから：',
    viewLead: '応募内容はこちらでご確認いただけます：',
  },
  ko: {
    subject: (hotel, event) => `${hotel}: 추첨 "${event}" 결과 안내`,
    won: (event) => `축하합니다! 추첨 "${event}"에 당첨되셨습니다.`,
    lost: (event) =>
      `추첨 "${event}"에 응모해 주셔서 감사합니다. 아쉽게도 이번에는 당첨되지 않으셨습니다.`,
    entry: (n) => `응모 번호: ${n}`,
    stay: (a, b) => `숙박일: ${a} – ${b}`,
    room: (r) => `객실: ${r}`,
    bookBy: (d) => `${d}까지 예약을 완료해 주세요. 기한이 지나면 객실이 해제됩니다.`,
    bookLead: '여기에서 예약을 완료하세요:',
    viewLead: '응모 내역은 여기에서 확인하세요:',
  },
  zh_Hans: {
    subject: (hotel, event) => `${hotel}：抽签“${event}”结果通知`,
    won: (event) => `恭喜您！您已在抽签“${event}”中中签。`,
    lost: (event) => `感谢您参加抽签“${event}”。很遗憾，您此次未中签。`,
    entry: (n) => `报名编号：${n}`,
    stay: (a, b) => `入住：${a} – ${b}`,
    room: (r) => `客房：${r}`,
    bookBy: (d) => `请在${d}之前完成预订，逾期客房将被释放。`,
    bookLead: '请在此完成预订：',
    viewLead: '请在此查看您的报名：',
  },
  zh_Hant: {
    subject: (hotel, event) => `${hotel}：抽籤「${event}」結果通知`,
    won: (event) => `恭喜您！您已在抽籤「${event}」中中籤。`,
    lost: (event) => `感謝您參加抽籤「${event}」。很遺憾，您此次未中籤。`,
    entry: (n) => `報名編號：${n}`,
    stay: (a, b) => `住宿：${a} – ${b}`,
    room: (r) => `客房：${r}`,
    bookBy: (d) => `請於${d}前完成訂房，逾期客房將被釋出。`,
    bookLead: '請於此完成訂房：',
    viewLead: '請於此查看您的報名：',
  },
  id: {
    subject: (hotel, event) => `${hotel}: hasil undian "${event}"`,
    won: (event) => `Selamat! Anda memenangkan undian "${event}".`,
    lost: (event) =>
      `Terima kasih telah mengikuti undian "${event}". Mohon maaf, pendaftaran Anda tidak terpilih kali ini.`,
    entry: (n) => `Nomor pendaftaran: ${n}`,
    stay: (a, b) => `Menginap: ${a} – ${b}`,
    room: (r) => `Kamar: ${r}`,
    bookBy: (d) => `Selesaikan reservasi Anda sebelum ${d}. Setelah itu kamar akan dilepas.`,
    bookLead: 'Selesaikan reservasi Anda di sini:',
    viewLead: 'Lihat pendaftaran Anda di sini:',
  },
  th: {
    subject: (hotel, event) => `${hotel}: ผลการจับสลาก "${event}"`,
    won: (event) => `ขอแสดงความยินดี! คุณได้รับรางวัลจากการจับสลาก "${event}"`,
    lost: (event) => `ขอบคุณที่ร่วมจับสลาก "${event}" ขออภัย ครั้งนี้การสมัครของคุณไม่ได้รับเลือก`,
    entry: (n) => `หมายเลขการสมัคร: ${n}`,
    stay: (a, b) => `เข้าพัก: ${a} – ${b}`,
    room: (r) => `ห้องพัก: ${r}`,
    bookBy: (d) => `โปรดทำการจองให้เสร็จภายใน ${d} หลังจากนั้นห้องพักจะถูกปล่อยคืน`,
    bookLead: 'ทำการจองให้เสร็จได้ที่นี่:',
    viewLead: 'ดูการสมัครของคุณได้ที่นี่:',
  },
  ar: {
    subject: (hotel, event) => `${hotel}: نتيجة القرعة "${event}"`,
    won: (event) => `تهانينا! لقد فزت في القرعة "${event}".`,
    lost: (event) => `شكرًا لمشاركتك في القرعة "${event}". نأسف، لم يتم اختيار طلبك هذه المرة.`,
    entry: (n) => `رقم المشاركة: ${n}`,
    stay: (a, b) => `الإقامة: ${a} – ${b}`,
    room: (r) => `الغرفة: ${r}`,
    bookBy: (d) => `يرجى إكمال حجزك قبل ${d}. بعد ذلك يتم تحرير الغرفة.`,
    bookLead: 'أكمل حجزك من هنا:',
    viewLead: 'اطّلع على مشاركتك من هنا:',
  },
};

export const lotteryMailMessages = (locale: MailLocale): LotteryMailMessages => TABLES[locale];
