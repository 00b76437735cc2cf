import type { MemberMailMessages } from './types.ts';

export const ko: MemberMailMessages = {
  greeting: (name) => `${name} 님, 안녕하세요.`,
  linkValidity: (hours) => `이 링크는 ${hours}시간 동안 한 번만 사용할 수 있습니다.`,
  notYou: '요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다.',
  subjectConfirmSignUp: (brand) => `[${brand}] 이메일 주소를 확인해 주세요`,
  confirmSignUpLead: (program) =>
    `${program}에 가입해 주셔서 감사합니다. 아래 링크에서 이메일 주소를 확인하여 가입을 완료하세요.`,
  subjectAlreadyRegistered: (brand) => `[${brand}] 이미 계정이 있습니다`,
  alreadyRegistered: '이 이메일 주소로 가입 신청이 있었지만, 이미 등록된 계정이 있습니다.',
  signInLead: '여기에서 로그인하세요:',
  forgotLead: '비밀번호를 잊으셨나요? 여기에서 재설정하세요:',
  subjectResetPassword: (brand) => `[${brand}] 비밀번호 재설정`,
  resetPasswordLead: '여기에서 새 비밀번호를 설정하세요:',
  subjectSetup: (brand) => `[${brand}] 계정 만들기를 완료하세요`,
  setupLead: (program) => `여기에서 ${program} 계정을 설정하세요:`,
  subjectVerifyEmail: (brand) => `[${brand}] 새 이메일 주소를 확인해 주세요`,
  verifyEmailLead: (email) => `${email} 을(를) 새 로그인 이메일 주소로 확인하세요:`,
  subjectEmailChanged: (brand) => `[${brand}] 로그인 이메일 주소 변경 안내`,
  emailChanged: (email) =>
    `로그인 이메일 주소를 ${email}(으)로 변경하는 요청이 있었습니다. 새 주소에서 확인하면 변경됩니다. 본인이 아니라면 지금 비밀번호를 변경하세요.`,
  subjectAccountDeleted: (brand) => `[${brand}] 계정이 삭제되었습니다`,
  accountDeleted:
    '회원 계정과 개인 정보가 삭제되었습니다. 이미 하신 예약은 법에 따라 보관됩니다. 그동안 이용해 주셔서 감사합니다.',
};
