import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../src/api/contract/index.ts';
import { createMailer } from './mailer.ts';
import { cancellationMail, confirmationMail } from './templates.ts';

/** A real SMTP server on a free port that keeps what it receives. */
function startSmtp(): Promise<{ server: SMTPServer; port: number; received: string[] }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, received }),
    );
  });
}

const reservation = {
  reservation_number: 'S123456789',
  hotel_name: 'Sakura Hotel Tokyo',
  email: 'guest@example.com',
  guest: { first_name: 'Hanako', last_name: 'Yamada' },
  checkin_date: '2030-01-10',
  checkout_date: '2030-01-12',
  nights: 2,
  rooms: [
    { room_type_name: 'Standard Double', room_plan_name: 'Room only', adults: 2, children: 0 },
  ],
  price: { currency: 'JPY', total_price: 39600, tax: 3600, accommodation_tax: 0 },
  cancellation_policy: {
    title: 'Flexible',
    lines: ['From 1 day(s) before check-in: 30% of the cost'],
    cancellation_policy_parts: [{ days_before: 1, hours_after: 0, percentage_of_cost: 30 }],
    no_show_percentage_of_cost: 100,
  },
  cancellation: { fee: 0, reason: 'other', details: null, cancelled_at: '2030-01-01T00:00:00Z' },
} as unknown as Reservation;

describe('mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => new Promise<void>((done) => smtp.server.close(() => done())));

  it('delivers the confirmation with its manage link to a real SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Sakura <no-reply@sakura.example>',
    });
    await mailer.send(
      confirmationMail(
        reservation,
        'en',
        'https://book.test/reservation/confirmation/S123456789?bypass_token=tok',
      ),
    );
    await mailer.send(cancellationMail(reservation, 'en'));
    mailer.close();
    expect(smtp.received).toHaveLength(2);
    const [confirmation, cancellation] = smtp.received;
    expect(confirmation).toContain('To: guest@example.com');
    expect(confirmation).toContain('Reservation confirmed: S123456789');
    // Quoted-printable: undo soft line breaks and the encoded '='.
    expect(confirmation?.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('bypass_token=tok');
    expect(cancellation).toContain('Reservation cancelled: S123456789');
    // Sent as text with an HTML alternative.
    expect(confirmation).toContain('multipart/alternative');
    expect(confirmation).toContain('text/html');
    expect(mailer.outbox()).toEqual([]);
  });

  it('keeps mail in the dev outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ from: 'x@sakura.example' });
    await mailer.send({ to: 'a@example.com', subject: 'one', text: '1' });
    await mailer.send({ to: 'b@example.com', subject: 'two', text: '2' });
    expect(mailer.outbox().map((m) => m.subject)).toEqual(['two', 'one']);
  });
});
