/**
 * Every string of the member account e-mails for one locale (the reservation e-mails have
 * their own table in ../messages). A locale file that misses a key does not type-check.
 */
export interface MemberMailMessages {
  greeting(name: string): string;
  /** "This link works for N hours and only once." */
  linkValidity(hours: number): string;
  notYou: string;

  subjectConfirmSignUp(brand: string): string;
  confirmSignUpLead(program: string): string;

  subjectAlreadyRegistered(brand: string): string;
  alreadyRegistered: string;
  signInLead: string;
  forgotLead: string;

  subjectResetPassword(brand: string): string;
  resetPasswordLead: string;

  subjectSetup(brand: string): string;
  setupLead(program: string): string;

  subjectVerifyEmail(brand: string): string;
  verifyEmailLead(email: string): string;

  subjectEmailChanged(brand: string): string;
  emailChanged(newEmail: string): string;

  subjectAccountDeleted(brand: string): string;
  accountDeleted: string;
}
