import type { MailMessages } from './types.ts';

const after = (time: string | null) => (time ? ` setelah pukul ${time}` : '');

export const id: MailMessages = {
  subjectConfirmed: (hotel, number) => `[${hotel}] Reservasi dikonfirmasi: ${number}`,
  subjectCancelled: (hotel, number) => `[${hotel}] Reservasi dibatalkan: ${number}`,
  subjectChanged: (hotel, number) => `[${hotel}] Reservasi diubah: ${number}`,
  introConfirmed: 'Terima kasih atas reservasi Anda.',
  introCancelled: 'Reservasi Anda telah dibatalkan.',
  introChanged: 'Reservasi Anda telah diubah.',
  hotel: (name) => `Hotel: ${name}`,
  reservationNumber: (number) => `Nomor reservasi: ${number}`,
  guest: (first, last) => `Tamu: ${first} ${last}`,
  stay: (checkin, checkout, nights) =>
    `Check-in: ${checkin}  Check-out: ${checkout} (${nights} malam)`,
  room: (i, type, plan, adults, children) =>
    `Kamar ${i}: ${type}, ${plan}, ${adults} dewasa, ${children} anak`,
  total: (total, tax, accommodation) =>
    `Total: ${total} (pajak ${tax}, pajak penginapan ${accommodation})`,
  manageLead: 'Lihat, ubah, atau batalkan reservasi Anda:',
  unsubscribeLead: 'Berhenti menerima email promosi dari kami:',
  policyTitle: (title) => `Kebijakan pembatalan: ${title}`,
  policyPart: (days, time, percent) =>
    `${days === 0 ? 'Pada hari check-in' : `Mulai ${days} hari sebelum check-in`}${after(time)}: ${percent} dari biaya`,
  policyNoShow: (percent) => `Tidak datang tanpa kabar: ${percent} dari biaya`,
  cancellationFee: (fee) => `Biaya pembatalan: ${fee}`,
  card: (brand, last4) => `${brand} berakhiran ${last4}`,
  refunded: (card, amount) => `Dikembalikan ke kartu Anda (${card}): ${amount}`,
  released: (card, amount) => `Dana yang ditahan di kartu Anda (${card}) dilepas: ${amount}`,
  feeKept: (fee) => `Biaya pembatalan yang dikenakan: ${fee}`,
  refundDelay:
    'Pengembalian dana bisa memerlukan beberapa hari kerja sebelum muncul di tagihan kartu Anda.',
};
