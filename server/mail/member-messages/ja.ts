import type { MemberMailMessages } from './types.ts';

export const ja: MemberMailMessages = {
  greeting: (name) => `${name} 様`,
  linkValidity: (hours) => `このリンクは${hours}時間以内に一度だけご利用いただけます。`,
  notYou: 'お心当たりのない場合は、このメールを破棄してください。',
  subjectConfirmSignUp: (brand) => `【${brand}】メールアドレスのご確認`,
  confirmSignUpLead: (program) =>
    `${program}へのご登録ありがとうございます。以下のリンクからメールアドレスを確認して登録を完了してください。`,
  subjectAlreadyRegistered: (brand) => `【${brand}】すでにアカウントをお持ちです`,
  alreadyRegistered:
    'このメールアドレスで会員登録のお申し込みがありましたが、すでにアカウントが登録されています。',
  signInLead: 'ログインはこちら：',
  forgotLead: 'パスワードをお忘れの場合はこちらから再設定できます：',
  subjectResetPassword: (brand) => `【${brand}】パスワードの再設定`,
  resetPasswordLead: '以下のリンクから新しいパスワードを設定してください：',
  subjectSetup: (brand) => `【${brand}】アカウント作成のお手続き`,
  setupLead: (program) => `以下のリンクから${program}のアカウントを設定してください：`,
  subjectVerifyEmail: (brand) => `【${brand}】新しいメールアドレスのご確認`,
  verifyEmailLead: (email) => `${email} を新しいログイン用メールアドレスとして確認してください：`,
  subjectEmailChanged: (brand) => `【${brand}】ログイン用メールアドレス変更のお知らせ`,
  emailChanged: (email) =>
    `ログイン用メールアドレスを ${email} に変更するお申し込みがありました。新しいアドレスで確認が済むと変更されます。お心当たりのない場合は、すぐにパスワードを変更してください。`,
  subjectAccountDeleted: (brand) => `【${brand}】退会手続き完了のお知らせ`,
  accountDeleted:
    '会員アカウントと個人情報を削除しました。すでにいただいているご予約は法令に基づき保持されます。これまでのご利用ありがとうございました。',
};
