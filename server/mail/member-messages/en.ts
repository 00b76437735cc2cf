import type { MemberMailMessages } from './types.ts';

export const en: MemberMailMessages = {
  greeting: (name) => `Hello ${name},`,
  linkValidity: (hours) =>
    `This link works once, for ${hours === 1 ? '1 hour' : `${hours} hours`}.`,
  notYou: 'If you did not ask for this, you can ignore this e-mail.',
  subjectConfirmSignUp: (brand) => `[${brand}] Confirm your e-mail address`,
  confirmSignUpLead: (program) =>
    `Thank you for joining ${program}. Confirm your e-mail address to finish:`,
  subjectAlreadyRegistered: (brand) => `[${brand}] You already have an account`,
  alreadyRegistered:
    'Someone tried to sign up with this e-mail address, but you already have an account with us.',
  signInLead: 'Sign in here:',
  forgotLead: 'Forgot your password? Reset it here:',
  subjectResetPassword: (brand) => `[${brand}] Reset your password`,
  resetPasswordLead: 'Choose a new password here:',
  subjectSetup: (brand) => `[${brand}] Finish creating your account`,
  setupLead: (program) => `Set up your ${program} account here:`,
  subjectVerifyEmail: (brand) => `[${brand}] Confirm your new e-mail address`,
  verifyEmailLead: (email) => `Confirm that ${email} is your new login e-mail address:`,
  subjectEmailChanged: (brand) => `[${brand}] Your login e-mail address is changing`,
  emailChanged: (email) =>
    `A change of your login e-mail address to ${email} was requested. It takes effect once confirmed from that address. If this was not you, change your password now.`,
  subjectAccountDeleted: (brand) => `[${brand}] Your account has been deleted`,
  accountDeleted:
    'Your membership account and its personal data have been deleted. Reservations already made are kept as the law requires. Thank you for having been a member.',
};
