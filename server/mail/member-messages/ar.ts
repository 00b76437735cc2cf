import type { MemberMailMessages } from './types.ts';

export const ar: MemberMailMessages = {
  greeting: (name) => `مرحبًا ${name}،`,
  linkValidity: (hours) =>
    `يعمل هذا الرابط مرة واحدة فقط، ولمدة ${hours === 1 ? 'ساعة واحدة' : `${hours} ساعة`}.`,
  notYou: 'إذا لم تطلب ذلك، فيمكنك تجاهل هذه الرسالة.',
  subjectConfirmSignUp: (brand) => `[${brand}] أكّد عنوان بريدك الإلكتروني`,
  confirmSignUpLead: (program) =>
    `شكرًا لانضمامك إلى ${program}. أكّد عنوان بريدك الإلكتروني لإكمال التسجيل:`,
  subjectAlreadyRegistered: (brand) => `[${brand}] لديك حساب بالفعل`,
  alreadyRegistered: 'حاول أحدهم التسجيل بهذا البريد الإلكتروني، لكن لديك حساب لدينا بالفعل.',
  signInLead: 'سجّل الدخول من هنا:',
  forgotLead: 'نسيت كلمة المرور؟ أعد تعيينها من هنا:',
  subjectResetPassword: (brand) => `[${brand}] إعادة تعيين كلمة المرور`,
  resetPasswordLead: 'اختر كلمة مرور جديدة من هنا:',
  subjectSetup: (brand) => `[${brand}] أكمل إنشاء حسابك`,
  setupLead: (program) => `أعدّ حسابك في ${program} من هنا:`,
  subjectVerifyEmail: (brand) => `[${brand}] أكّد بريدك الإلكتروني الجديد`,
  verifyEmailLead: (email) => `أكّد أن ${email} هو بريدك الإلكتروني الجديد لتسجيل الدخول:`,
  subjectEmailChanged: (brand) => `[${brand}] تغيير البريد الإلكتروني لتسجيل الدخول`,
  emailChanged: (email) =>
    `طُلب تغيير البريد الإلكتروني لتسجيل الدخول إلى ${email}. يسري التغيير بعد تأكيده من ذلك العنوان. إذا لم تكن أنت، فغيّر كلمة المرور الآن.`,
  subjectAccountDeleted: (brand) => `[${brand}] تم حذف حسابك`,
  accountDeleted:
    'تم حذف حساب العضوية وبياناتك الشخصية. تُحفظ الحجوزات التي أجريتها كما يقتضي القانون. شكرًا لكونك عضوًا لدينا.',
};
