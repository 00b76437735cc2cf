import { expect, it } from 'vitest';
import {
  ApiKeyListSchema,
  CreatedApiKeySchema,
  EmbedAnswerSchema,
} from '../../../src/api/contract/console/embed.ts';
import { data, describeOnDatabases } from '../../test/harness.ts';
import { signedInStaff, staffHeaders } from '../../test/staff.ts';

const BASE = '/api/v1/console/hotels/sakura-kyoto';

describeOnDatabases('console: embed page and hotel API keys', (get) => {
  it("answers the hotel's snippets on this provider, for every role the matrix allows", async () => {
    const ctx = get();
    for (const role of ['owner', 'manager', 'marketing'] as const) {
      const res = await ctx.call(
        'GET',
        `${BASE}/embed`,
        undefined,
        await staffHeaders(ctx, { role }),
      );
      const embed = data(res, EmbedAnswerSchema).data;
      expect(embed.hotel_code).toBe('sakura-kyoto');
      expect(embed.script).toBe(
        '<script async src="https://book.test/widget/hotel-booking.js"></script>',
      );
      expect(embed.elements.inline).toMatch(
        /^<hotel-booking hotel-code="sakura-kyoto" style="display:block;--hotel-booking-min-height:calc\(571px/,
      );
      expect(embed.shortcodes.modal).toBe(
        '[hotel_booking hotel_code="sakura-kyoto" mode="modal" /]',
      );
    }
    const desk = await ctx.call(
      'GET',
      `${BASE}/embed`,
      undefined,
      await staffHeaders(ctx, { role: 'front_desk' }),
    );
    expect(desk.status).toBe(403);
  });

  it('creates a key shown once that the hotel API takes, lists it, and revokes it, audited', async () => {
    const ctx = get();
    const owner = await signedInStaff(ctx, { role: 'owner' });
    const made = await ctx.call(
      'POST',
      `${BASE}/api_keys`,
      { label: ' Front desk PMS ' },
      owner.headers,
    );
    expect(made.status).toBe(201);
    const key = data(made, CreatedApiKeySchema).data;
    expect(key.key).toMatch(/^hbk_[0-9a-f]{8}_/);
    expect(key.label).toBe('Front desk PMS');
    const listed = data(
      await ctx.call('GET', `${BASE}/api_keys`, undefined, owner.headers),
      ApiKeyListSchema,
    );
    expect(listed.data[0]).toEqual({
      prefix: key.prefix,
      label: 'Front desk PMS',
      created_at: key.created_at,
      revoked_at: null,
    });
    expect(JSON.stringify(listed)).not.toContain(key.key);
    // The hotel API takes it (brand-wide preview links are a hotel-key call).
    const auth = { Authorization: `Bearer ${key.key}` };
    expect((await ctx.call('POST', '/api/v1/hotel/brand_previews', {}, auth)).status).toBe(201);
    // Another hotel's page cannot revoke it; this one can, once.
    const elsewhere = await ctx.call(
      'DELETE',
      `/api/v1/console/hotels/sakura-tokyo/api_keys/${key.prefix}`,
      undefined,
      owner.headers,
    );
    expect(elsewhere.status).toBe(404);
    expect(
      (await ctx.call('DELETE', `${BASE}/api_keys/${key.prefix}`, undefined, owner.headers)).status,
    ).toBe(204);
    expect(
      (await ctx.call('DELETE', `${BASE}/api_keys/${key.prefix}`, undefined, owner.headers)).status,
    ).toBe(404);
    expect((await ctx.call('POST', '/api/v1/hotel/brand_previews', {}, auth)).status).toBe(401);
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'after'])
      .where('actor_staff_id', '=', owner.staffId)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['api_key.create', 'api_key.revoke']);
    expect(JSON.stringify(audit)).not.toContain(key.key);
  });

  it('keeps API keys to owners', async () => {
    const ctx = get();
    for (const role of ['manager', 'front_desk', 'marketing'] as const) {
      const headers = await staffHeaders(ctx, { role });
      expect((await ctx.call('GET', `${BASE}/api_keys`, undefined, headers)).status).toBe(403);
      expect((await ctx.call('POST', `${BASE}/api_keys`, { label: 'x' }, headers)).status).toBe(
        403,
      );
      expect(
        (await ctx.call('DELETE', `${BASE}/api_keys/00000000`, undefined, headers)).status,
      ).toBe(403);
    }
    const none = await ctx.call(
      'DELETE',
      `${BASE}/api_keys/00000000`,
      undefined,
      await staffHeaders(ctx, { role: 'owner' }),
    );
    expect(none.status).toBe(404);
  });
});
