import { expect, it } from 'vitest';
import {
  AlpineBitsCredentialListSchema,
  CodeMapSchema,
  ConnectivityMessagesSchema,
  CreatedAlpineBitsCredentialSchema,
  CreatedIcalExportSchema,
  CreatedIcalFeedSchema,
  CreatedWebhookEndpointSchema,
  IcalOverviewSchema,
  WebhookDeliveryListSchema,
} from '../../../src/api/contract/console/connectivity.ts';
import { CreateReservationResponseSchema } from '../../../src/api/contract/index.ts';
import { sendAlpineBits } from '../../connectivity/alpinebits/test-client.ts';
import { runWebhookJob } from '../../connectivity/webhooks/job.ts';
import { startWebhookReceiver } from '../../connectivity/webhooks/test-receiver.ts';
import { tokyoBooking } from '../../test/fixtures.ts';
import { apiError, data, describeOnDatabases } from '../../test/harness.ts';
import { staffHeaders } from '../../test/staff.ts';

const BASE = '/api/v1/console/hotels/sakura-tokyo/connectivity';
const PING = `<?xml version="1.0" encoding="UTF-8"?><OTA_PingRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="8.000"><EchoData>{"versions":[{"version":"2020-10","actions":[{"action":"action_OTA_Ping"}]}]}</EchoData></OTA_PingRQ>`;

describeOnDatabases('console: connectivity', (get) => {
  it('makes AlpineBits credentials shown once that the endpoint takes, revokes them, keeps others out; all audited', async () => {
    const ctx = get();
    const owner = await staffHeaders(ctx, { role: 'owner' });
    expect(
      (
        await ctx.call(
          'GET',
          `${BASE}/alpinebits/credentials`,
          undefined,
          await staffHeaders(ctx, { role: 'front_desk' }),
        )
      ).status,
    ).toBe(403);
    const made = data(
      await ctx.call('POST', `${BASE}/alpinebits/credentials`, { label: 'Channel manager' }, owner),
      CreatedAlpineBitsCredentialSchema,
    ).data;
    expect(made.endpoint_url).toBe('https://book.test/alpinebits');
    expect(made.password.length).toBeGreaterThanOrEqual(40);
    const ping = await sendAlpineBits(ctx.app, made, 'OTA_Ping:Handshaking', PING);
    expect(ping.status).toBe(200);
    const list = data(
      await ctx.call('GET', `${BASE}/alpinebits/credentials`, undefined, owner),
      AlpineBitsCredentialListSchema,
    ).data;
    expect(list.version).toBe('2020-10');
    expect(list.credentials[0]).toMatchObject({ username: made.username, revoked_at: null });
    expect(JSON.stringify(list)).not.toContain(made.password);

    const messages = data(
      await ctx.call('GET', `${BASE}/messages?channel=alpinebits`, undefined, owner),
      ConnectivityMessagesSchema,
    ).data;
    expect(messages[0]).toMatchObject({
      action: 'OTA_Ping:Handshaking',
      outcome: 'success',
      direction: 'received',
    });

    expect(
      (await ctx.call('DELETE', `${BASE}/alpinebits/credentials/${made.id}`, undefined, owner))
        .status,
    ).toBe(204);
    expect((await sendAlpineBits(ctx.app, made, 'OTA_Ping:Handshaking', PING)).status).toBe(401);
    expect(
      (await ctx.call('DELETE', `${BASE}/alpinebits/credentials/${made.id}`, undefined, owner))
        .status,
    ).toBe(404);
    expect(
      (await ctx.call('DELETE', `${BASE}/alpinebits/credentials/x1`, undefined, owner)).status,
    ).toBe(404);
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', 'like', 'connectivity.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'connectivity.alpinebits_credential.create',
      'connectivity.alpinebits_credential.revoke',
    ]);
    expect(JSON.stringify(audit)).not.toContain(made.password);
  });

  it('replaces the code mapping, refusing unknown codes and duplicates', async () => {
    const ctx = get();
    const manager = await staffHeaders(ctx, { role: 'manager' });
    const mappings = [
      { kind: 'room_type', external_code: 'DZ', room_type_code: 'standard-double' },
      { kind: 'rate_plan', external_code: 'BB', hotel_plan_code: 'breakfast' },
    ];
    const saved = data(
      await ctx.call('PUT', `${BASE}/alpinebits/code_map`, { mappings }, manager),
      CodeMapSchema,
    ).data;
    expect(saved.map(({ id: _id, ...m }) => m)).toEqual([
      { kind: 'rate_plan', external_code: 'BB', hotel_plan_code: 'breakfast' },
      { kind: 'room_type', external_code: 'DZ', room_type_code: 'standard-double' },
    ]);
    const unknown = await ctx.call(
      'PUT',
      `${BASE}/alpinebits/code_map`,
      { mappings: [{ kind: 'room_type', external_code: 'X', room_type_code: 'nope' }] },
      manager,
    );
    expect(unknown.status).toBe(400);
    expect(apiError(unknown).details.base[0]).toMatch(/^mappings\.0\.room_type_code /);
    const twice = await ctx.call(
      'PUT',
      `${BASE}/alpinebits/code_map`,
      { mappings: [mappings[0], mappings[0]] },
      manager,
    );
    expect(apiError(twice).details.base[0]).toMatch(/^mappings\.1\.external_code /);
    const tooLong = await ctx.call(
      'PUT',
      `${BASE}/alpinebits/code_map`,
      {
        mappings: [
          { kind: 'room_type', external_code: 'NINECHARS', room_type_code: 'standard-double' },
        ],
      },
      manager,
    );
    expect(tooLong.status).toBe(400);
    expect(
      data(await ctx.call('GET', `${BASE}/alpinebits/code_map`, undefined, manager), CodeMapSchema)
        .data,
    ).toHaveLength(2);
  });

  it('adds a webhook endpoint, lists its deliveries and redelivers one', async () => {
    const ctx = get();
    const owner = await staffHeaders(ctx, { role: 'owner' });
    const receiver = await startWebhookReceiver();
    try {
      const refused = await ctx.call(
        'POST',
        `${BASE}/webhooks`,
        { url: 'http://pms.example/hooks' },
        owner,
      );
      expect(apiError(refused).details.base[0]).toMatch(/^url /);
      // Internal hosts are refused by default (SSRF), by address or by name resolving to one.
      for (const url of [
        'https://127.0.0.1/hooks',
        'https://[::1]/hooks',
        'https://10.1.2.3/hooks',
        'https://169.254.169.254/latest',
        'https://[::ffff:192.168.0.1]/hooks',
        'https://localhost/hooks',
        receiver.url,
      ]) {
        const internal = await ctx.call('POST', `${BASE}/webhooks`, { url }, owner);
        expect(apiError(internal)).toMatchObject({
          code: 1000,
          payload: { field: 'url' },
          details: { base: ['url private_host'] },
        });
      }
      // A deployment that allows them (CONNECTIVITY_ALLOW_PRIVATE_HOSTS): the test's receiver.
      const local = ctx.appWith({ connectivityAllowPrivateHosts: true });
      const endpoint = data(
        await ctx.call(
          'POST',
          `${BASE}/webhooks`,
          { url: receiver.url, description: 'PMS' },
          owner,
          local,
        ),
        CreatedWebhookEndpointSchema,
      ).data;
      receiver.setSecret(endpoint.secret);
      const outbound = { allowPrivateHosts: true };
      const checkin = await ctx.freeDate('standard-double', 1, 90);
      const booked = data(
        await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin)),
        CreateReservationResponseSchema,
      ).data;
      await runWebhookJob({ db: ctx.handle.db, now: () => new Date(), outbound });
      const deliveries = data(
        await ctx.call('GET', `${BASE}/webhooks/deliveries`, undefined, owner),
        WebhookDeliveryListSchema,
      ).data;
      const mine = deliveries.find((d) => d.reservation_number === booked.reservation_number);
      expect(mine).toMatchObject({
        event_type: 'reservation.created',
        status: 'delivered',
        attempts: 1,
        last_status: 204,
      });
      expect(
        (
          await ctx.call(
            'POST',
            `${BASE}/webhooks/deliveries/${mine?.id}/redeliver`,
            undefined,
            owner,
          )
        ).status,
      ).toBe(204);
      await runWebhookJob({ db: ctx.handle.db, now: () => new Date(), outbound });
      expect(
        receiver.received.filter((r) => r.body.id === mine?.event_id && r.verified),
      ).toHaveLength(2);
      expect(
        (await ctx.call('DELETE', `${BASE}/webhooks/${endpoint.id}`, undefined, owner)).status,
      ).toBe(204);
    } finally {
      await receiver.close();
    }
  });

  it('makes an iCal export URL shown once and an import feed listed with its state', async () => {
    const ctx = get();
    const owner = await staffHeaders(ctx, { role: 'owner' });
    const made = data(
      await ctx.call('POST', `${BASE}/ical/exports`, { room_type_code: 'standard-double' }, owner),
      CreatedIcalExportSchema,
    ).data;
    expect(made.url).toMatch(/^https:\/\/book\.test\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await ctx.app.request(new URL(made.url).pathname)).status).toBe(200);
    const feed = data(
      await ctx.call(
        'POST',
        `${BASE}/ical/feeds`,
        {
          room_type_code: 'standard-double',
          url: 'https://other.example/room.ics',
          name: 'Other site',
        },
        owner,
      ),
      CreatedIcalFeedSchema,
    ).data;
    expect(feed).toMatchObject({ last_outcome: null, conflicts: [] });
    const overview = data(
      await ctx.call('GET', `${BASE}/ical`, undefined, owner),
      IcalOverviewSchema,
    ).data;
    expect(overview.exports[0]).toMatchObject({ id: made.id, room_type_code: 'standard-double' });
    expect(JSON.stringify(overview)).not.toContain(new URL(made.url).pathname);
    expect(overview.feeds.map((f) => f.id)).toContain(feed.id);
    expect(
      (await ctx.call('DELETE', `${BASE}/ical/exports/${made.id}`, undefined, owner)).status,
    ).toBe(204);
    expect((await ctx.app.request(new URL(made.url).pathname)).status).toBe(404);
    expect(
      (await ctx.call('DELETE', `${BASE}/ical/feeds/${feed.id}`, undefined, owner)).status,
    ).toBe(204);
    const bad = await ctx.call('POST', `${BASE}/ical/exports`, { room_type_code: 'nope' }, owner);
    expect(apiError(bad).details.base[0]).toMatch(/^room_type_code /);
  });
});
