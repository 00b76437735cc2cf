import type { OutgoingMail } from '../../mail/mailer.ts';
import { type MailLocale, mailLocale } from '../../mail/messages/index.ts';
import { type MailBlock, renderHtml, renderText } from '../../mail/render.ts';

/** The organization invitation in one language. */
interface InvitationMailMessages {
  subject(organization: string, brand: string): string;
  lead(organization: string, brand: string, role: string): string;
  link: string;
  expiry(days: number): string;
  notYou: string;
  roles: Record<'member' | 'admin', string>;
}

/** A Record over the union: a locale without its strings does not type-check. */
const TABLES: Record<MailLocale, InvitationMailMessages> = {
  en: {
    subject: (org, brand) => `[${brand}] Join ${org}`,
    lead: (org, brand, role) =>
      `${brand} has added you to ${org} as ${role}: you can book its corporate rates within your stay allowance.`,
    link: 'Open this link to join (and to choose a password if you have no account yet):',
    expiry: (days) => `The link works once and for ${days} days.`,
    notYou: 'If you did not expect this, ignore this e-mail: nothing changes.',
    roles: { member: 'a member', admin: 'an administrator (you also see its reservations)' },
  },
  ja: {
    subject: (org, brand) => `【${brand}】${org}へのご招待`,
    lead: (org, brand, role) =>
      `${brand}より、${org}の${role}としてご招待いたしました。法人料金を宿泊枠の範囲内でご予約いただけます。`,
    link: '次のリンクから参加してください（アカウントをお持ちでない方はパスワードを設定します）：',
    expiry: (days) => `このリンクは1回限り、${days}日間有効です。`,
    notYou: 'お心当たりのない場合は、このメールを破棄してください。何も変更されません。',
    roles: { member: 'メンバー', admin: '管理者（組織の予約も閲覧できます）' },
  },
  ko: {
    subject: (org, brand) => `[${brand}] ${org} 초대`,
    lead: (org, brand, role) =>
      `${brand}에서 회원님을 ${org}의 ${role}(으)로 추가했습니다. 숙박 한도 안에서 법인 요금으로 예약할 수 있습니다.`,
    link: '아래 링크에서 참여하세요(계정이 없으면 비밀번호를 정합니다):',
    expiry: (days) => `이 링크는 한 번만, ${days}일 동안 사용할 수 있습니다.`,
    notYou: '예상하지 못한 메일이라면 무시하세요. 아무것도 바뀌지 않습니다.',
    roles: { member: '멤버', admin: '관리자(조직의 예약도 볼 수 있음)' },
  },
  zh_Hans: {
    subject: (org, brand) => `【${brand}】邀请您加入${org}`,
    lead: (org, brand, role) =>
      `${brand}已将您加入${org}，身份为${role}：您可以在住宿额度内预订其企业价格。`,
    link: '请打开此链接加入（如尚无账户，请设置密码）：',
    expiry: (days) => `此链接仅可使用一次，有效期${days}天。`,
    notYou: '如果这封邮件与您无关，请忽略，不会有任何更改。',
    roles: { member: '成员', admin: '管理员（还可查看该组织的预订）' },
  },
  zh_Hant: {
    subject: (org, brand) => `【${brand}】邀請您加入${org}`,
    lead: (org, brand, role) =>
      `${brand}已將您加入${org}，身分為${role}：您可在住宿額度內預訂其企業價格。`,
    link: '請開啟此連結加入（若尚無帳戶，請設定密碼）：',
    expiry: (days) => `此連結僅能使用一次，有效期${days}天。`,
    notYou: '若這封郵件與您無關，請忽略，不會有任何變更。',
    roles: { member: '成員', admin: '管理員（也可查看該組織的訂房）' },
  },
  id: {
    subject: (org, brand) => `[${brand}] Bergabung dengan ${org}`,
    lead: (org, brand, role) =>
      `${brand} menambahkan Anda ke ${org} sebagai ${role}: Anda dapat memesan tarif korporat dalam jatah menginap Anda.`,
    link: 'Buka tautan ini untuk bergabung (dan membuat kata sandi bila belum punya akun):',
    expiry: (days) => `Tautan ini hanya berlaku sekali dan selama ${days} hari.`,
    notYou: 'Jika Anda tidak mengharapkan e-mail ini, abaikan saja: tidak ada yang berubah.',
    roles: { member: 'anggota', admin: 'administrator (juga melihat reservasinya)' },
  },
  th: {
    subject: (org, brand) => `[${brand}] คำเชิญเข้าร่วม ${org}`,
    lead: (org, brand, role) =>
      `${brand} ได้เพิ่มคุณเข้าสู่ ${org} ในฐานะ${role} คุณจองราคาองค์กรได้ภายในโควตาการเข้าพักของคุณ`,
    link: 'เปิดลิงก์นี้เพื่อเข้าร่วม (และตั้งรหัสผ่านหากยังไม่มีบัญชี):',
    expiry: (days) => `ลิงก์นี้ใช้ได้ครั้งเดียวและภายใน ${days} วัน`,
    notYou: 'หากคุณไม่ได้คาดว่าจะได้รับอีเมลนี้ โปรดเพิกเฉย จะไม่มีสิ่งใดเปลี่ยนแปลง',
    roles: { member: 'สมาชิก', admin: 'ผู้ดูแล (ดูการจองขององค์กรได้ด้วย)' },
  },
  ar: {
    subject: (org, brand) => `[${brand}] انضم إلى ${org}`,
    lead: (org, brand, role) =>
      `أضافك ${brand} إلى ${org} بصفة ${role}: يمكنك حجز أسعار الشركات ضمن حصة إقامتك.`,
    link: 'افتح هذا الرابط للانضمام (ولاختيار كلمة مرور إن لم يكن لديك حساب):',
    expiry: (days) => `يعمل الرابط مرة واحدة ولمدة ${days} أيام.`,
    notYou: 'إن لم تكن تتوقع هذه الرسالة فتجاهلها: لن يتغير شيء.',
    roles: { member: 'عضو', admin: 'مسؤول (ترى حجوزاتها أيضًا)' },
  },
};

/** The invitation: who invites, to what, in which role; a single-use link that expires. */
export function organizationInvitationMail(input: {
  to: string;
  locale: string;
  brandName: string;
  organization: string;
  role: 'member' | 'admin';
  url: string;
  days: number;
}): OutgoingMail {
  const locale = mailLocale(input.locale);
  const m = TABLES[locale];
  const subject = m.subject(input.organization, input.brandName);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: m.lead(input.organization, input.brandName, m.roles[input.role]) },
    { kind: 'link', lead: m.link, url: input.url },
    { kind: 'paragraph', text: `${m.expiry(input.days)} ${m.notYou}` },
  ];
  return {
    to: input.to,
    subject,
    text: renderText(blocks),
    html: renderHtml(locale, subject, blocks),
  };
}
