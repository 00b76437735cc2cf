import { expect, it } from 'vitest';
import { UploadedImageSchema } from '../../../src/api/contract/console/settings.ts';
import { BookingWidgetSettingsSchema } from '../../../src/api/contract/index.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { staffHeaders } from '../../test/staff.ts';

const UPLOAD = '/api/v1/console/hotels/sakura-kyoto/images';
/** The PNG signature and a little more: enough for the type check. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);

async function upload(
  ctx: TestContext,
  headers: Record<string, string>,
  bytes: Uint8Array<ArrayBuffer>,
  type = 'image/png',
) {
  const form = new FormData();
  form.set('file', new File([bytes], 'logo.png', { type }));
  const res = await ctx.app.request(UPLOAD, { method: 'POST', body: form, headers });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

describeOnDatabases('console: logo and favicon upload', (get) => {
  it('keeps an image every process serves, for the settings to name', async () => {
    const ctx = get();
    const headers = await staffHeaders(ctx, { role: 'manager' });
    const res = await upload(ctx, headers, PNG);
    expect(res.status).toBe(201);
    const { url } = data(res, UploadedImageSchema).data;
    expect(url).toMatch(/^https:\/\/book\.test\/media\/uploads\/[a-f0-9]{24}\.png$/);
    const served = await ctx.app.request(new URL(url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await ctx.app.request('/media/uploads/000000000000000000000000.png')).status).toBe(404);
    // Named as the logo, the widget's settings carry it.
    const settings = await ctx.call(
      'GET',
      '/api/v1/console/hotels/sakura-kyoto/settings',
      undefined,
      headers,
    );
    const doc = (settings.body as { data: { saved: Record<string, Record<string, unknown>> } }).data
      .saved;
    const saved = await ctx.call(
      'PUT',
      '/api/v1/console/hotels/sakura-kyoto/settings',
      { ...doc, appearance: { ...doc.appearance, logo: url, favicon: url } },
      headers,
    );
    expect(saved.status).toBe(200);
    const widget = data(
      await ctx.call('GET', '/api/v1/hotels/sakura-kyoto/settings/booking_widget'),
      BookingWidgetSettingsSchema,
    ).data;
    expect([widget.logo, widget.facility_shell.favicon]).toEqual([url, url]);
    await ctx.call('PUT', '/api/v1/console/hotels/sakura-kyoto/settings', doc, headers);
  });

  it('refuses what is not an image whatever it claims, a file too large, and other roles', async () => {
    const ctx = get();
    const headers = await staffHeaders(ctx, { role: 'manager' });
    const html = await upload(ctx, headers, new TextEncoder().encode('<svg onload=alert(1)>'));
    expect(html.status).toBe(415);
    expect(apiError(html).code).toBe(1251);
    const big = new Uint8Array(512 * 1024 + 1);
    big.set(PNG);
    const large = await upload(ctx, headers, big);
    expect(large.status).toBe(413);
    const rows = await ctx.handle.db.selectFrom('hotel_media').select('name').execute();
    const desk = await upload(ctx, await staffHeaders(ctx, { role: 'front_desk' }), PNG);
    expect(desk.status).toBe(403);
    expect(await ctx.handle.db.selectFrom('hotel_media').select('name').execute()).toEqual(rows);
  });
});
