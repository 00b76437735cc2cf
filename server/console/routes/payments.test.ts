import { expect, it } from 'vitest';
import { GatewaySettingsAnswerSchema } from '../../../src/api/contract/console/payments.ts';
import { createSecretBox } from '../../payments/secret-box.ts';
import { apiError, data, describeOnDatabases } from '../../test/harness.ts';
import { signedInStaff, staffHeaders } from '../../test/staff.ts';

const PATH = '/api/v1/console/hotels/sakura-osaka/payment_gateway';
const STRIPE = {
  gateway: 'stripe',
  stripe_publishable_key: 'pk_test_consolepublishable1',
  stripe_secret_key: 'sk_test_consolesecretkey00001',
  stripe_webhook_secret: 'whsec_consolewebhooksecret01',
} as const;

describeOnDatabases('console: payment gateway', (get) => {
  it('is the owner’s alone', async () => {
    const ctx = get();
    for (const role of ['manager', 'front_desk', 'marketing'] as const) {
      const headers = await staffHeaders(ctx, { role });
      expect((await ctx.call('GET', PATH, undefined, headers)).status).toBe(403);
      expect((await ctx.call('PUT', PATH, STRIPE, headers)).status).toBe(403);
    }
    expect((await ctx.call('GET', PATH)).status).toBe(401);
  });

  it('switches to Stripe: secrets sealed at rest, never answered, mode shown; audited without secrets', async () => {
    const ctx = get();
    const owner = await signedInStaff(ctx, { role: 'owner' });
    const before = data(
      await ctx.call('GET', PATH, undefined, owner.headers),
      GatewaySettingsAnswerSchema,
    ).data;
    expect(before).toMatchObject({ gateway: 'test', stripe: null, live_keys_allowed: false });
    expect(before.webhook_url).toMatch(/^https:\/\/book\.test\/stripe\/webhooks\/\d+$/);
    const res = await ctx.call('PUT', PATH, STRIPE, owner.headers);
    const after = data(res, GatewaySettingsAnswerSchema).data;
    expect(after).toEqual({
      gateway: 'stripe',
      stripe: {
        publishable_key: STRIPE.stripe_publishable_key,
        mode: 'test',
        secret_key_set: true,
        webhook_secret_set: true,
      },
      webhook_url: before.webhook_url,
      live_keys_allowed: false,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(STRIPE.stripe_secret_key);
    expect(text).not.toContain(STRIPE.stripe_webhook_secret);
    const row = await ctx.handle.db
      .selectFrom('hotel_payment_gateways')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('sk_test_console');
    expect(JSON.stringify(row)).not.toContain('whsec_console');
    expect(row.stripe_secret_key_sealed).toMatch(/^v1\./);
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payments.gateway.update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.target).toBe('hotel:sakura-osaka');
    const logged = JSON.stringify(audit);
    expect(logged).not.toContain('sk_test_console');
    expect(logged).not.toContain('whsec_console');
    expect(logged).toContain('stripe_secret_key');
    // Switching back keeps the keys (earlier Stripe payments stay refundable); none resent.
    const back = await ctx.call('PUT', PATH, { gateway: 'test' }, owner.headers);
    expect(data(back, GatewaySettingsAnswerSchema).data).toMatchObject({
      gateway: 'test',
      stripe: { secret_key_set: true, mode: 'test' },
    });
    const again = await ctx.call('PUT', PATH, { gateway: 'stripe' }, owner.headers);
    expect(data(again, GatewaySettingsAnswerSchema).data.gateway).toBe('stripe');
  });

  it('refuses keys of the wrong form, modes that disagree, and live keys under the development key', async () => {
    const ctx = get();
    const { headers } = await signedInStaff(ctx, { role: 'owner' });
    const refusal = async (body: Record<string, unknown>, path = PATH) => {
      const res = await ctx.call('PUT', path, body, headers);
      expect(res.status).toBe(400);
      return apiError(res);
    };
    expect(
      (await refusal({ ...STRIPE, stripe_secret_key: 'pk_test_notasecret0001' })).payload,
    ).toMatchObject({ field: 'stripe_secret_key' });
    expect((await refusal({ ...STRIPE, stripe_webhook_secret: 'nope' })).payload).toMatchObject({
      field: 'stripe_webhook_secret',
    });
    expect(
      (await refusal({ ...STRIPE, stripe_secret_key: 'sk_live_consolesecretkey0001' })).payload,
    ).toMatchObject({ field: 'stripe_secret_key' });
    expect(
      (
        await refusal({
          ...STRIPE,
          stripe_publishable_key: 'pk_live_x1234567890',
          stripe_secret_key: 'sk_live_y1234567890',
        })
      ).payload,
    ).toMatchObject({ field: 'stripe_secret_key' });
    expect(
      (await refusal({ gateway: 'stripe' }, '/api/v1/console/hotels/sakura-kyoto/payment_gateway'))
        .payload,
    ).toMatchObject({
      field: 'stripe_publishable_key',
    });
    expect((await refusal({ gateway: 'paypal' })).code).toBe(1000);
  });

  it('takes live keys when the server has its own PAYMENT_KEYS_SECRET, and says live plainly', async () => {
    const ctx = get();
    const app = ctx.appWith({
      secretBox: createSecretBox(Buffer.alloc(32, 7)),
      secretBoxConfigured: true,
    });
    const { headers } = await signedInStaff(ctx, { role: 'owner' });
    const res = await ctx.call(
      'PUT',
      '/api/v1/console/hotels/sakura-kyoto/payment_gateway',
      {
        gateway: 'stripe',
        stripe_publishable_key: 'pk_live_kyotopublishable01',
        stripe_secret_key: 'rk_live_kyotorestricted0001',
        stripe_webhook_secret: 'whsec_kyotowebhook000001',
      },
      headers,
      app,
    );
    expect(data(res, GatewaySettingsAnswerSchema).data).toMatchObject({
      stripe: { mode: 'live' },
      live_keys_allowed: true,
    });
  });
});
