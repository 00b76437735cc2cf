import { expect, it } from 'vitest';
import { SubscriptionStatusResponseSchema } from '../../src/api/contract/index.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases } from '../test/harness.ts';

describeOnDatabases('marketing e-mails', (get) => {
  it('subscribes on opt-in and unsubscribes with the token of the e-mail link only', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 175);
    const booked = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 1, { email: 'News@Example.com', marketing_opt_in: true }),
    );
    expect(booked.status).toBe(201);
    const mail = ctx.mailer.outbox().find((m) => m.to === 'News@Example.com');
    const token = mail?.text.match(/unsubscribe-email\/confirmation\?token=([\w-]+)/)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(30);
    // Without the hotel code the hosted page cannot start (it showed "no hotel code" before).
    const link = new URL(mail?.text.match(/https?:\/\/\S+unsubscribe-email\S+/)?.[0] ?? '');
    expect(link.pathname).toBe('/unsubscribe-email/confirmation');
    expect(link.searchParams.get('code')).toBe('sakura-tokyo');
    const status = await ctx.call(
      'GET',
      `/api/v1/marketing_emails/subscription_status?token=${token}`,
    );
    expect(data(status, SubscriptionStatusResponseSchema).data).toEqual({
      email: 'n***@example.com',
      subscribed: true,
    });
    const off = await ctx.call('POST', '/api/v1/marketing_emails/unsubscribe', { token });
    expect(data(off, SubscriptionStatusResponseSchema).data.subscribed).toBe(false);
    expect((await ctx.call('POST', '/api/v1/marketing_emails/unsubscribe', { token })).status).toBe(
      200,
    );
    const guess = await ctx.call('POST', '/api/v1/marketing_emails/unsubscribe', {
      token: 'x'.repeat(43),
    });
    expect(apiError(guess).code).toBe(9404);
    const byEmail = await ctx.call('POST', '/api/v1/marketing_emails/unsubscribe', {
      email: 'news@example.com',
    });
    expect(byEmail.status).toBe(400);
  });
});
