import type { MemberMailMessages } from './types.ts';

export const id: MemberMailMessages = {
  greeting: (name) => `Halo ${name},`,
  linkValidity: (hours) => `Tautan ini hanya dapat dipakai sekali, selama ${hours} jam.`,
  notYou: 'Jika Anda tidak memintanya, abaikan saja e-mail ini.',
  subjectConfirmSignUp: (brand) => `[${brand}] Konfirmasi alamat e-mail Anda`,
  confirmSignUpLead: (program) =>
    `Terima kasih telah bergabung dengan ${program}. Konfirmasi alamat e-mail Anda untuk menyelesaikan pendaftaran:`,
  subjectAlreadyRegistered: (brand) => `[${brand}] Anda sudah memiliki akun`,
  alreadyRegistered:
    'Seseorang mencoba mendaftar dengan alamat e-mail ini, tetapi Anda sudah memiliki akun di tempat kami.',
  signInLead: 'Masuk di sini:',
  forgotLead: 'Lupa kata sandi? Atur ulang di sini:',
  subjectResetPassword: (brand) => `[${brand}] Atur ulang kata sandi Anda`,
  resetPasswordLead: 'Buat kata sandi baru di sini:',
  subjectSetup: (brand) => `[${brand}] Selesaikan pembuatan akun Anda`,
  setupLead: (program) => `Siapkan akun ${program} Anda di sini:`,
  subjectVerifyEmail: (brand) => `[${brand}] Konfirmasi alamat e-mail baru Anda`,
  verifyEmailLead: (email) => `Konfirmasi bahwa ${email} adalah alamat e-mail login baru Anda:`,
  subjectEmailChanged: (brand) => `[${brand}] Alamat e-mail login Anda akan berubah`,
  emailChanged: (email) =>
    `Ada permintaan untuk mengubah alamat e-mail login Anda menjadi ${email}. Perubahan berlaku setelah dikonfirmasi dari alamat tersebut. Jika bukan Anda, segera ganti kata sandi Anda.`,
  subjectAccountDeleted: (brand) => `[${brand}] Akun Anda telah dihapus`,
  accountDeleted:
    'Akun keanggotaan dan data pribadi Anda telah dihapus. Reservasi yang sudah dibuat tetap disimpan sesuai ketentuan hukum. Terima kasih telah menjadi anggota.',
};
