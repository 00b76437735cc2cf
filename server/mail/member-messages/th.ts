import type { MemberMailMessages } from './types.ts';

export const th: MemberMailMessages = {
  greeting: (name) => `เรียนคุณ ${name}`,
  linkValidity: (hours) => `ลิงก์นี้ใช้ได้เพียงครั้งเดียว ภายใน ${hours} ชั่วโมง`,
  notYou: 'หากคุณไม่ได้ทำรายการนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้',
  subjectConfirmSignUp: (brand) => `[${brand}] ยืนยันที่อยู่อีเมลของคุณ`,
  confirmSignUpLead: (program) =>
    `ขอบคุณที่สมัครสมาชิก ${program} โปรดยืนยันที่อยู่อีเมลของคุณเพื่อสมัครให้เสร็จสมบูรณ์:`,
  subjectAlreadyRegistered: (brand) => `[${brand}] คุณมีบัญชีอยู่แล้ว`,
  alreadyRegistered: 'มีผู้พยายามสมัครด้วยอีเมลนี้ แต่คุณมีบัญชีกับเราอยู่แล้ว',
  signInLead: 'เข้าสู่ระบบที่นี่:',
  forgotLead: 'ลืมรหัสผ่าน? ตั้งค่าใหม่ได้ที่นี่:',
  subjectResetPassword: (brand) => `[${brand}] ตั้งรหัสผ่านใหม่`,
  resetPasswordLead: 'ตั้งรหัสผ่านใหม่ที่นี่:',
  subjectSetup: (brand) => `[${brand}] สร้างบัญชีของคุณให้เสร็จสมบูรณ์`,
  setupLead: (program) => `ตั้งค่าบัญชี ${program} ของคุณที่นี่:`,
  subjectVerifyEmail: (brand) => `[${brand}] ยืนยันอีเมลใหม่ของคุณ`,
  verifyEmailLead: (email) => `ยืนยันว่า ${email} เป็นอีเมลสำหรับเข้าสู่ระบบใหม่ของคุณ:`,
  subjectEmailChanged: (brand) => `[${brand}] แจ้งการเปลี่ยนอีเมลสำหรับเข้าสู่ระบบ`,
  emailChanged: (email) =>
    `มีคำขอเปลี่ยนอีเมลสำหรับเข้าสู่ระบบของคุณเป็น ${email} การเปลี่ยนจะมีผลเมื่อยืนยันจากอีเมลนั้น หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันที`,
  subjectAccountDeleted: (brand) => `[${brand}] บัญชีของคุณถูกลบแล้ว`,
  accountDeleted:
    'บัญชีสมาชิกและข้อมูลส่วนบุคคลของคุณถูกลบแล้ว การจองที่ทำไว้จะยังคงเก็บไว้ตามที่กฎหมายกำหนด ขอบคุณที่เป็นสมาชิกกับเรา',
};
