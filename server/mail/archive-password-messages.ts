import type { MailLocale } from './messages/index.ts';

/** The strings of the corporate download's password e-mail in one language. */
export interface ArchivePasswordMailMessages {
  subject(brand: string, file: string): string;
  greeting(name: string): string;
  lead(organization: string, file: string): string;
  onePerFile: string;
  notYou: string;
}

/** A Record over the union: a locale without its strings does not type-check. */
const TABLES: Record<MailLocale, ArchivePasswordMailMessages> = {
  en: {
    subject: (brand, file) => `[${brand}] Password for ${file}`,
    greeting: (name) => `Hello ${name},`,
    lead: (organization, file) =>
      `You downloaded the reservations of ${organization} as ${file}. This password opens it:`,
    onePerFile:
      'Every download has its own password, and this one opens this file only. If you pass the file on, send the password another way.',
    notYou:
      'If you did not download this file, change your password now: someone else may be signed in to your account.',
  },
  ja: {
    subject: (brand, file) => `【${brand}】${file} のパスワード`,
    greeting: (name) => `${name} 様`,
    lead: (organization, file) =>
      `${organization}の予約一覧を ${file} としてダウンロードされました。次のパスワードで開けます：`,
    onePerFile:
      'パスワードはダウンロードのたびに異なり、このパスワードで開けるのはこのファイルだけです。ファイルを他の方に渡す場合は、パスワードを別の方法でお伝えください。',
    notYou:
      'このファイルをダウンロードした覚えがない場合は、第三者がお客様のアカウントにログインしている可能性があります。すぐにパスワードを変更してください。',
  },
  ko: {
    subject: (brand, file) => `[${brand}] ${file}의 비밀번호`,
    greeting: (name) => `${name} 님, 안녕하세요.`,
    lead: (organization, file) =>
      `${organization}의 예약 목록을 ${file}(으)로 다운로드하셨습니다. 다음 비밀번호로 열 수 있습니다:`,
    onePerFile:
      '다운로드할 때마다 비밀번호가 다르며, 이 비밀번호로는 이 파일만 열립니다. 파일을 다른 사람에게 전달할 때는 비밀번호를 다른 방법으로 알려 주세요.',
    notYou:
      '이 파일을 다운로드한 적이 없다면 다른 사람이 계정에 로그인했을 수 있습니다. 지금 비밀번호를 변경해 주세요.',
  },
  zh_Hans: {
    subject: (brand, file) => `【${brand}】${file} 的密码`,
    greeting: (name) => `${name}，您好：`,
    lead: (organization, file) => `您已将${organization}的预订下载为 ${file}。请用以下密码打开：`,
    onePerFile:
      '每次下载的密码都不同，此密码只能打开这个文件。如需将文件转交他人，请通过其他途径告知密码。',
    notYou: '如果您没有下载过此文件，可能有他人登录了您的账户，请立即更改密码。',
  },
  zh_Hant: {
    subject: (brand, file) => `【${brand}】${file} 的密碼`,
    greeting: (name) => `${name}，您好：`,
    lead: (organization, file) => `您已將${organization}的訂房下載為 ${file}。請以下列密碼開啟：`,
    onePerFile:
      '每次下載的密碼皆不相同，此密碼只能開啟這個檔案。若要將檔案轉交他人，請以其他方式告知密碼。',
    notYou: '若您並未下載此檔案，可能有他人登入了您的帳戶，請立即變更密碼。',
  },
  id: {
    subject: (brand, file) => `[${brand}] Kata sandi untuk ${file}`,
    greeting: (name) => `Halo ${name},`,
    lead: (organization, file) =>
      `Anda telah mengunduh reservasi ${organization} sebagai ${file}. Buka dengan kata sandi ini:`,
    onePerFile:
      'Setiap unduhan memiliki kata sandi sendiri, dan kata sandi ini hanya membuka berkas ini. Jika Anda meneruskan berkasnya, kirim kata sandinya dengan cara lain.',
    notYou:
      'Jika Anda tidak mengunduh berkas ini, segera ubah kata sandi akun Anda: mungkin ada orang lain yang masuk ke akun Anda.',
  },
  th: {
    subject: (brand, file) => `[${brand}] รหัสผ่านสำหรับ ${file}`,
    greeting: (name) => `เรียน คุณ${name}`,
    lead: (organization, file) =>
      `คุณได้ดาวน์โหลดรายการจองของ ${organization} เป็นไฟล์ ${file} ใช้รหัสผ่านนี้เพื่อเปิดไฟล์:`,
    onePerFile:
      'การดาวน์โหลดแต่ละครั้งมีรหัสผ่านของตัวเอง และรหัสผ่านนี้เปิดได้เฉพาะไฟล์นี้ หากส่งต่อไฟล์ให้ผู้อื่น โปรดแจ้งรหัสผ่านด้วยช่องทางอื่น',
    notYou: 'หากคุณไม่ได้ดาวน์โหลดไฟล์นี้ โปรดเปลี่ยนรหัสผ่านทันที เพราะอาจมีผู้อื่นเข้าสู่ระบบบัญชีของคุณ',
  },
  ar: {
    subject: (brand, file) => `[${brand}] كلمة مرور ${file}`,
    greeting: (name) => `مرحبًا ${name}،`,
    lead: (organization, file) =>
      `لقد نزّلت حجوزات ${organization} في الملف ${file}. تفتحه كلمة المرور هذه:`,
    onePerFile:
      'لكل تنزيل كلمة مرور خاصة به، وهذه لا تفتح إلا هذا الملف. إذا أرسلت الملف إلى غيرك فأرسل كلمة المرور بطريقة أخرى.',
    notYou: 'إذا لم تنزّل هذا الملف فغيّر كلمة مرورك الآن، فقد يكون شخص آخر قد سجّل الدخول إلى حسابك.',
  },
};

export const archivePasswordMailMessages = (locale: MailLocale): ArchivePasswordMailMessages =>
  TABLES[locale];
