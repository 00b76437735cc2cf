import { expect, it } from 'vitest';
import { CreateReservationResponseSchema } from '../../src/api/contract/index.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { data, describeOnDatabases } from '../test/harness.ts';

describeOnDatabases('guest e-mails in the booking locale', (get) => {
  it('confirms and cancels a booking made in Japanese in Japanese', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 240);
    const res = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 1, { locale: 'ja', email: 'ja-guest@example.com' }),
    );
    expect(res.status).toBe(201);
    const r = data(res, CreateReservationResponseSchema).data;
    const sent = () => ctx.mailer.outbox().filter((m) => m.to === 'ja-guest@example.com');

    const confirmation = sent().find((m) => m.subject.includes(r.reservation_number));
    expect(confirmation?.subject).toContain('ご予約確定');
    expect(confirmation?.text).toContain(`予約番号: ${r.reservation_number}`);
    expect(confirmation?.text).toContain(`bypass_token=${r.bypass_token}`);
    expect(confirmation?.html).toContain('<html lang="ja" dir="ltr">');

    const cancelled = await ctx.call(
      'PUT',
      `/api/v1/reservations/${r.reservation_number}/cancel?bypass_token=${r.bypass_token}`,
      { reason: 'other' },
    );
    expect(cancelled.status).toBe(200);
    // The cancel request carries no locale: the one stored with the reservation is used.
    expect(sent().some((m) => m.subject.includes(`キャンセル`))).toBe(true);
  });

  it('mails a booking without a locale in English', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 245);
    const res = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 1, { email: 'en-guest@example.com' }),
    );
    const r = data(res, CreateReservationResponseSchema).data;
    const mail = ctx.mailer.outbox().find((m) => m.to === 'en-guest@example.com');
    expect(mail?.subject).toContain(`Reservation confirmed: ${r.reservation_number}`);
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
  });
});
