import type { MailLocale } from '../../mail/messages/index.ts';

/** The console's e-mails to staff in one language: the invitation and the password reset. */
export interface StaffMailMessages {
  inviteSubject(brand: string): string;
  inviteLead(brand: string, role: string): string;
  inviteLink: string;
  inviteExpiry(days: number): string;
  resetSubject(brand: string): string;
  resetLead: string;
  resetLink: string;
  resetExpiry(minutes: number): string;
  notYou: string;
  roles: Record<'owner' | 'manager' | 'front_desk' | 'marketing', string>;
}

/** A Record over the union: a locale without its strings does not type-check. */
const TABLES: Record<MailLocale, StaffMailMessages> = {
  en: {
    inviteSubject: (brand) => `[${brand}] You are invited to the hotel console`,
    inviteLead: (brand, role) =>
      `You have been invited to the hotel console of ${brand} as ${role}.`,
    inviteLink: 'Open this link to choose your password and sign in:',
    inviteExpiry: (days) => `The link works once and for ${days} days.`,
    resetSubject: (brand) => `[${brand}] Reset your console password`,
    resetLead: 'Someone asked to reset the password of your hotel console account.',
    resetLink: 'Open this link to choose a new password:',
    resetExpiry: (minutes) =>
      `The link works once and for ${minutes} minutes. Setting a new password signs you out everywhere.`,
    notYou: 'If this was not you, ignore this e-mail: nothing changes.',
    roles: { owner: 'owner', manager: 'manager', front_desk: 'front desk', marketing: 'marketing' },
  },
  ja: {
    inviteSubject: (brand) => `【${brand}】ホテル管理画面へのご招待`,
    inviteLead: (brand, role) => `${brand}のホテル管理画面に「${role}」として招待されました。`,
    inviteLink: '次のリンクを開いてパスワードを設定し、ログインしてください：',
    inviteExpiry: (days) => `リンクは1回のみ、${days}日間有効です。`,
    resetSubject: (brand) => `【${brand}】管理画面のパスワード再設定`,
    resetLead: 'ホテル管理画面アカウントのパスワード再設定が依頼されました。',
    resetLink: '次のリンクを開いて新しいパスワードを設定してください：',
    resetExpiry: (minutes) =>
      `リンクは1回のみ、${minutes}分間有効です。新しいパスワードを設定すると、すべての端末からログアウトされます。`,
    notYou: 'お心当たりがない場合は、このメールを破棄してください。何も変更されません。',
    roles: {
      owner: 'オーナー',
      manager: 'マネージャー',
      front_desk: 'フロント',
      marketing: 'マーケティング',
    },
  },
  ko: {
    inviteSubject: (brand) => `[${brand}] 호텔 관리 콘솔 초대`,
    inviteLead: (brand, role) => `${brand}의 호텔 관리 콘솔에 '${role}'(으)로 초대되었습니다.`,
    inviteLink: '다음 링크를 열어 비밀번호를 정하고 로그인하세요:',
    inviteExpiry: (days) => `이 링크는 한 번만, ${days}일 동안 사용할 수 있습니다.`,
    resetSubject: (brand) => `[${brand}] 콘솔 비밀번호 재설정`,
    resetLead: '호텔 관리 콘솔 계정의 비밀번호 재설정이 요청되었습니다.',
    resetLink: '다음 링크를 열어 새 비밀번호를 정하세요:',
    resetExpiry: (minutes) =>
      `이 링크는 한 번만, ${minutes}분 동안 사용할 수 있습니다. 새 비밀번호를 정하면 모든 기기에서 로그아웃됩니다.`,
    notYou: '본인이 요청하지 않았다면 이 메일을 무시하세요. 아무것도 바뀌지 않습니다.',
    roles: { owner: '소유자', manager: '매니저', front_desk: '프런트', marketing: '마케팅' },
  },
  zh_Hans: {
    inviteSubject: (brand) => `【${brand}】酒店管理后台邀请`,
    inviteLead: (brand, role) => `您已受邀以“${role}”身份加入${brand}的酒店管理后台。`,
    inviteLink: '请打开以下链接设置密码并登录：',
    inviteExpiry: (days) => `该链接仅可使用一次，有效期${days}天。`,
    resetSubject: (brand) => `【${brand}】重设管理后台密码`,
    resetLead: '有人申请重设您的酒店管理后台账户密码。',
    resetLink: '请打开以下链接设置新密码：',
    resetExpiry: (minutes) =>
      `该链接仅可使用一次，有效期${minutes}分钟。设置新密码后，所有设备都将退出登录。`,
    notYou: '如果这不是您本人的操作，请忽略此邮件，账户不会有任何变化。',
    roles: { owner: '所有者', manager: '经理', front_desk: '前台', marketing: '市场营销' },
  },
  zh_Hant: {
    inviteSubject: (brand) => `【${brand}】飯店管理後台邀請`,
    inviteLead: (brand, role) => `您已受邀以「${role}」身分加入${brand}的飯店管理後台。`,
    inviteLink: '請開啟以下連結設定密碼並登入：',
    inviteExpiry: (days) => `此連結僅能使用一次，有效期限為${days}天。`,
    resetSubject: (brand) => `【${brand}】重設管理後台密碼`,
    resetLead: '有人申請重設您的飯店管理後台帳戶密碼。',
    resetLink: '請開啟以下連結設定新密碼：',
    resetExpiry: (minutes) =>
      `此連結僅能使用一次，有效期限為${minutes}分鐘。設定新密碼後，所有裝置都會登出。`,
    notYou: '若這不是您本人的操作，請忽略此郵件，帳戶不會有任何變更。',
    roles: { owner: '擁有者', manager: '經理', front_desk: '櫃台', marketing: '行銷' },
  },
  id: {
    inviteSubject: (brand) => `[${brand}] Undangan ke konsol hotel`,
    inviteLead: (brand, role) => `Anda diundang ke konsol hotel ${brand} sebagai ${role}.`,
    inviteLink: 'Buka tautan ini untuk membuat kata sandi dan masuk:',
    inviteExpiry: (days) => `Tautan ini hanya berlaku sekali dan selama ${days} hari.`,
    resetSubject: (brand) => `[${brand}] Atur ulang kata sandi konsol`,
    resetLead: 'Ada permintaan untuk mengatur ulang kata sandi akun konsol hotel Anda.',
    resetLink: 'Buka tautan ini untuk membuat kata sandi baru:',
    resetExpiry: (minutes) =>
      `Tautan ini hanya berlaku sekali dan selama ${minutes} menit. Kata sandi baru akan mengeluarkan Anda dari semua perangkat.`,
    notYou: 'Jika ini bukan Anda, abaikan e-mail ini: tidak ada yang berubah.',
    roles: {
      owner: 'pemilik',
      manager: 'manajer',
      front_desk: 'resepsionis',
      marketing: 'pemasaran',
    },
  },
  th: {
    inviteSubject: (brand) => `[${brand}] คำเชิญเข้าสู่คอนโซลโรงแรม`,
    inviteLead: (brand, role) => `คุณได้รับเชิญให้เข้าสู่คอนโซลโรงแรมของ ${brand} ในบทบาท ${role}`,
    inviteLink: 'เปิดลิงก์นี้เพื่อตั้งรหัสผ่านและเข้าสู่ระบบ:',
    inviteExpiry: (days) => `ลิงก์นี้ใช้ได้ครั้งเดียวและภายใน ${days} วัน`,
    resetSubject: (brand) => `[${brand}] รีเซ็ตรหัสผ่านคอนโซล`,
    resetLead: 'มีคำขอรีเซ็ตรหัสผ่านบัญชีคอนโซลโรงแรมของคุณ',
    resetLink: 'เปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่:',
    resetExpiry: (minutes) =>
      `ลิงก์นี้ใช้ได้ครั้งเดียวและภายใน ${minutes} นาที การตั้งรหัสผ่านใหม่จะออกจากระบบในทุกอุปกรณ์`,
    notYou: 'หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ จะไม่มีสิ่งใดเปลี่ยนแปลง',
    roles: { owner: 'เจ้าของ', manager: 'ผู้จัดการ', front_desk: 'ฝ่ายต้อนรับ', marketing: 'การตลาด' },
  },
  ar: {
    inviteSubject: (brand) => `[${brand}] دعوة إلى لوحة إدارة الفندق`,
    inviteLead: (brand, role) => `تمت دعوتك إلى لوحة إدارة فنادق ${brand} بدور ${role}.`,
    inviteLink: 'افتح هذا الرابط لاختيار كلمة المرور وتسجيل الدخول:',
    inviteExpiry: (days) => `يعمل الرابط مرة واحدة فقط ولمدة ${days} أيام.`,
    resetSubject: (brand) => `[${brand}] إعادة تعيين كلمة مرور لوحة الإدارة`,
    resetLead: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في لوحة إدارة الفندق.',
    resetLink: 'افتح هذا الرابط لاختيار كلمة مرور جديدة:',
    resetExpiry: (minutes) =>
      `يعمل الرابط مرة واحدة فقط ولمدة ${minutes} دقيقة. تعيين كلمة مرور جديدة يسجّل خروجك من كل الأجهزة.`,
    notYou: 'إن لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة: لن يتغير شيء.',
    roles: { owner: 'المالك', manager: 'المدير', front_desk: 'الاستقبال', marketing: 'التسويق' },
  },
};

export const staffMailMessages = (locale: MailLocale): StaffMailMessages => TABLES[locale];
