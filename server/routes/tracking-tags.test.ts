import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BookingWidgetSettingsSchema } from '../../src/api/contract/index.ts';
import { data, describeOnDatabases } from '../test/harness.ts';

/** A built widget of one manifest: enough for the hosted page. */
function builtWidget(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hb-widget-'));
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({ widget: 'chunks/widget-x.js', hosted: 'chunks/hosted-x.js' }),
  );
  return dir;
}

describeOnDatabases('tracking tags: init settings and the hosted page policy', (get) => {
  it('answers the hotel’s head and body tags in the init settings, empty for a hotel without', async () => {
    const ctx = get();
    const tokyo = data(
      await ctx.call('GET', '/api/v1/hotels/sakura-tokyo/settings/booking_widget'),
      BookingWidgetSettingsSchema,
    ).data;
    expect(tokyo.analytics_setting_attributes.head_tags).toContain('{{transaction_id}}');
    expect(tokyo.analytics_setting_attributes.body_tags).toContain('<script>');
    const kyoto = data(
      await ctx.call('GET', '/api/v1/hotels/sakura-kyoto/settings/booking_widget'),
      BookingWidgetSettingsSchema,
    ).data;
    expect(kyoto.analytics_setting_attributes).toEqual({ head_tags: '', body_tags: '' });
  });

  it('gives a hotel with tags a fresh nonce per page, on its policy and its entry script', async () => {
    const ctx = get();
    const app = ctx.appWith({ widgetDir: builtWidget() });
    const page = async (query: string) => {
      const res = await app.request(`/booking/result${query}`);
      return { csp: res.headers.get('content-security-policy') ?? '', html: await res.text() };
    };
    const first = await page('?code=Sakura_Tokyo');
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(first.csp)?.[1];
    expect(nonce).toBeDefined();
    expect(first.csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(first.html).toContain(`nonce="${nonce}"`);
    expect((await page('?hotel_code=sakura-tokyo')).csp).not.toContain(`'nonce-${nonce}'`);

    for (const query of ['?code=sakura-kyoto', '?code=no-such-hotel', '']) {
      const strict = await page(query);
      expect(strict.csp, query).toContain("script-src 'self';");
      expect(strict.csp, query).not.toContain('nonce');
      expect(strict.html, query).not.toContain('nonce=');
    }
  });

  it('serves the hosted page for the single-hotel links, with the policy of the hotel in the path', async () => {
    const ctx = get();
    const app = ctx.appWith({ widgetDir: builtWidget() });
    for (const step of ['search', 'guest-detail', 'payment', 'confirmation']) {
      const res = await app.request(`/reservation-tripla/sakura-tokyo/${step}?checkin=`);
      expect(res.status, step).toBe(200);
      expect(await res.text(), step).toContain('src="/widget/chunks/hosted-x.js"');
      expect(res.headers.get('content-security-policy'), step).toMatch(/'nonce-[^']+'/);
    }
    const agency = await app.request('/ota/hotels/sakura-tokyo');
    expect(agency.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    const kyoto = await app.request('/member-registration-tripla/sakura-kyoto/open-signup');
    expect(kyoto.headers.get('content-security-policy')).not.toContain('nonce');
  });

  it('adds only the https origins the hotel declared, never other sources', async () => {
    const ctx = get();
    await ctx.handle.db
      .updateTable('hotels')
      .set((eb) => ({
        settings: eb.fn('jsonb_set', [
          eb.ref('settings'),
          eb.val('{tracking,csp_sources}'),
          eb.val(
            JSON.stringify([
              'https://www.googletagmanager.com',
              "'unsafe-inline'",
              'http://insecure.example',
              'https://evil.example/path',
              '*',
            ]),
          ),
        ]),
      }))
      .where('code', '=', 'sakura-tokyo')
      .execute();
    const app = ctx.appWith({ widgetDir: builtWidget() });
    const csp = (await app.request('/?code=sakura-tokyo')).headers.get('content-security-policy');
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com;/);
    expect(csp).toContain("connect-src 'self' https://www.googletagmanager.com;");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('insecure');
    expect(csp).not.toContain('evil');
  });
});
