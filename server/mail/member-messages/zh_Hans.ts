import type { MemberMailMessages } from './types.ts';

export const zh_Hans: MemberMailMessages = {
  greeting: (name) => `${name}，您好：`,
  linkValidity: (hours) => `此链接仅可使用一次，有效期为 ${hours} 小时。`,
  notYou: '如果这不是您本人的操作，请忽略此邮件。',
  subjectConfirmSignUp: (brand) => `[${brand}] 请确认您的电子邮件地址`,
  confirmSignUpLead: (program) => `感谢您加入${program}。请确认您的电子邮件地址以完成注册：`,
  subjectAlreadyRegistered: (brand) => `[${brand}] 您已有账户`,
  alreadyRegistered: '有人使用此电子邮件地址申请注册，但您已经拥有我们的账户。',
  signInLead: '在此登录：',
  forgotLead: '忘记密码？在此重设：',
  subjectResetPassword: (brand) => `[${brand}] 重设密码`,
  resetPasswordLead: '在此设置新密码：',
  subjectSetup: (brand) => `[${brand}] 完成创建账户`,
  setupLead: (program) => `在此设置您的${program}账户：`,
  subjectVerifyEmail: (brand) => `[${brand}] 请确认您的新电子邮件地址`,
  verifyEmailLead: (email) => `请确认 ${email} 为您新的登录电子邮件地址：`,
  subjectEmailChanged: (brand) => `[${brand}] 登录电子邮件地址变更通知`,
  emailChanged: (email) =>
    `有人申请将您的登录电子邮件地址更改为 ${email}。该地址确认后即生效。如果这不是您本人的操作，请立即更改密码。`,
  subjectAccountDeleted: (brand) => `[${brand}] 您的账户已删除`,
  accountDeleted: '您的会员账户及个人信息已删除。已有的预订将依法保留。感谢您一直以来的支持。',
};
