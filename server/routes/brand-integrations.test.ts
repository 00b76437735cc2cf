import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { BookingWidgetSettingsSchema } from '../../src/api/contract/index.ts';
import { data, describeOnDatabases } from '../test/harness.ts';

describeOnDatabases('brand integrations in the init settings', (get) => {
  it("answers the brand's own member pages, web addresses only", async () => {
    const ctx = get();
    const settingsOf = async () =>
      data(
        await ctx.call('GET', '/api/v1/hotels/sakura-tokyo/settings/booking_widget'),
        BookingWidgetSettingsSchema,
      ).data.facility_shell.brand_integrations;
    expect(await settingsOf()).toEqual({
      membership_menu_redirect: null,
      membership_customer_login_redirect: null,
    });
    await sql`UPDATE brands SET settings = settings || ${JSON.stringify({
      membership_menu_redirect_url: 'https://club.example/mypage',
      membership_login_redirect_url: 'javascript:alert(1)',
    })}::jsonb WHERE code = 'sakura'`.execute(ctx.handle.db);
    try {
      expect(await settingsOf()).toEqual({
        membership_menu_redirect: { url: 'https://club.example/mypage' },
        membership_customer_login_redirect: null,
      });
    } finally {
      await sql`UPDATE brands SET settings = settings - 'membership_menu_redirect_url'
        - 'membership_login_redirect_url' WHERE code = 'sakura'`.execute(ctx.handle.db);
    }
  });
});
