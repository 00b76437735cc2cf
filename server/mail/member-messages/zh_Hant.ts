import type { MemberMailMessages } from './types.ts';

export const zh_Hant: MemberMailMessages = {
  greeting: (name) => `${name}，您好：`,
  linkValidity: (hours) => `此連結僅能使用一次，有效期限為 ${hours} 小時。`,
  notYou: '如果這不是您本人的操作，請忽略此郵件。',
  subjectConfirmSignUp: (brand) => `[${brand}] 請確認您的電子郵件地址`,
  confirmSignUpLead: (program) => `感謝您加入${program}。請確認您的電子郵件地址以完成註冊：`,
  subjectAlreadyRegistered: (brand) => `[${brand}] 您已有帳戶`,
  alreadyRegistered: '有人使用此電子郵件地址申請註冊，但您已經擁有我們的帳戶。',
  signInLead: '在此登入：',
  forgotLead: '忘記密碼？在此重設：',
  subjectResetPassword: (brand) => `[${brand}] 重設密碼`,
  resetPasswordLead: '在此設定新密碼：',
  subjectSetup: (brand) => `[${brand}] 完成建立帳戶`,
  setupLead: (program) => `在此設定您的${program}帳戶：`,
  subjectVerifyEmail: (brand) => `[${brand}] 請確認您的新電子郵件地址`,
  verifyEmailLead: (email) => `請確認 ${email} 為您新的登入電子郵件地址：`,
  subjectEmailChanged: (brand) => `[${brand}] 登入電子郵件地址變更通知`,
  emailChanged: (email) =>
    `有人申請將您的登入電子郵件地址變更為 ${email}。該地址確認後即生效。如果這不是您本人的操作，請立即變更密碼。`,
  subjectAccountDeleted: (brand) => `[${brand}] 您的帳戶已刪除`,
  accountDeleted: '您的會員帳戶及個人資料已刪除。既有的訂房將依法保留。感謝您一直以來的支持。',
};
