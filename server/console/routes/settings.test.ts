import { expect, it } from 'vitest';
import {
  SettingsAnswerSchema,
  type SettingsDocumentInput,
  SettingsSavedSchema,
} from '../../../src/api/contract/console/settings.ts';
import { BookingWidgetSettingsSchema } from '../../../src/api/contract/index.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { signedInStaff, staffHeaders } from '../../test/staff.ts';

const SETTINGS = '/api/v1/console/hotels/sakura-osaka/settings';
const WIDGET = '/api/v1/hotels/sakura-osaka/settings/booking_widget';
const FIRST_SCREEN = `/widget/first-screen?${new URLSearchParams({ a: JSON.stringify({ 'hotel-code': 'sakura-osaka' }) })}`;

const widget = async (ctx: TestContext, headers: Record<string, string> = {}) => {
  const res = await ctx.call('GET', WIDGET, undefined, headers);
  return {
    ...data(res, BookingWidgetSettingsSchema).data,
    cache: res.headers.get('cache-control'),
  };
};

const saved = async (ctx: TestContext, headers: Record<string, string>) =>
  data(await ctx.call('GET', SETTINGS, undefined, headers), SettingsAnswerSchema).data;

/** The document with one section's fields replaced. */
function edit<S extends keyof SettingsDocumentInput>(
  doc: SettingsDocumentInput,
  section: S,
  fields: Partial<SettingsDocumentInput[S]>,
): SettingsDocumentInput {
  return { ...doc, [section]: { ...doc[section], ...fields } };
}

describeOnDatabases('console: hotel settings', (get) => {
  it('reads the saved settings as the contract document, with no draft', async () => {
    const ctx = get();
    const headers = await staffHeaders(ctx, { role: 'manager' });
    for (const code of ['sakura-tokyo', 'sakura-kyoto', 'sakura-osaka']) {
      const res = await ctx.call(
        'GET',
        `/api/v1/console/hotels/${code}/settings`,
        undefined,
        headers,
      );
      const answer = data(res, SettingsAnswerSchema).data;
      expect(answer.hotel_code).toBe(code);
      expect(answer.draft).toBeNull();
    }
    const osaka = await saved(ctx, headers);
    expect(osaka.saved.appearance.button_colour).toBe('#0b7285');
    expect(osaka.saved.hotel.languages).toHaveLength(8);
  });

  it('publishes a save to the widget at once and records each changed field', async () => {
    const ctx = get();
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const before = (await saved(ctx, manager.headers)).saved;
    // Warm the kept answer first: the save must drop it.
    expect((await widget(ctx)).button_colour).toBe('#0b7285');
    const next = edit(
      edit(before, 'appearance', {
        button_colour: '#aa3300',
        header_html: '<p class="banner">Welcome to {{facility_name}}</p>',
      }),
      'notifications',
      { reservation_emails: ['desk@osaka.example'] },
    );
    const res = await ctx.call('PUT', SETTINGS, next, manager.headers);
    const answer = data(res, SettingsSavedSchema).data;
    expect(answer.changed).toEqual([
      'appearance.button_colour',
      'appearance.header_html',
      'notifications.reservation_emails',
    ]);
    const now = await widget(ctx);
    expect(now.button_colour).toBe('#aa3300');
    expect(now.website_header_html).toBe('<p class="banner">Welcome to {{facility_name}}</p>');
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'before', 'after', 'actor_staff_id'])
      .where('actor_staff_id', '=', manager.staffId)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, row.target])).toEqual([
      ['settings.update', 'hotel:sakura-osaka:appearance.button_colour'],
      ['settings.update', 'hotel:sakura-osaka:appearance.header_html'],
      ['settings.update', 'hotel:sakura-osaka:notifications.reservation_emails'],
    ]);
    expect([audit[0]?.before, audit[0]?.after]).toEqual(['#0b7285', '#aa3300']);
    // Saving the same again changes and records nothing.
    const again = data(await ctx.call('PUT', SETTINGS, next, manager.headers), SettingsSavedSchema);
    expect(again.data.changed).toEqual([]);
    // Back as it was.
    await ctx.call('PUT', SETTINGS, before, manager.headers);
    expect((await widget(ctx)).button_colour).toBe('#0b7285');
  });

  it('saves the booking bar as the first screen: the settings answer it and the provider draws it', async () => {
    const ctx = get();
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const before = (await saved(ctx, manager.headers)).saved;
    expect(before.appearance.booking_widget_type).toBe('standard');
    expect((await widget(ctx)).booking_widget_type).toBe('standard');
    /** The first screen for an element with no mode attribute: the search form or the bar. */
    const firstScreen = async () => {
      const res = await ctx.call('GET', FIRST_SCREEN);
      expect(res.status).toBe(200);
      return (res.body as { html: string }).html;
    };
    expect(await firstScreen()).not.toContain('hb-bar');
    const bar = edit(before, 'appearance', { booking_widget_type: 'bar' });
    const res = await ctx.call('PUT', SETTINGS, bar, manager.headers);
    expect(data(res, SettingsSavedSchema).data.changed).toEqual(['appearance.booking_widget_type']);
    expect((await saved(ctx, manager.headers)).saved.appearance.booking_widget_type).toBe('bar');
    expect((await widget(ctx)).booking_widget_type).toBe('bar');
    expect(await firstScreen()).toContain('class="hb-bar"');
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['target', 'before', 'after'])
      .where('actor_staff_id', '=', manager.staffId)
      .execute();
    expect(audit).toEqual([
      {
        target: 'hotel:sakura-osaka:appearance.booking_widget_type',
        before: 'standard',
        after: 'bar',
      },
    ]);
    // Back as it was: the search form again.
    await ctx.call('PUT', SETTINGS, before, manager.headers);
    expect((await widget(ctx)).booking_widget_type).toBe('standard');
    expect(await firstScreen()).not.toContain('hb-bar');
  });

  it('shows a draft to its own session only, never kept, and drops it on discard', async () => {
    const ctx = get();
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const other = await signedInStaff(ctx, { role: 'owner' });
    const doc = (await saved(ctx, manager.headers)).saved;
    const draft = edit(doc, 'appearance', {
      header_colour: '#123456',
      header: 'Preview {{brand_name}}',
    });
    const put = await ctx.call('PUT', `${SETTINGS}/draft`, draft, manager.headers);
    expect(put.status).toBe(204);
    expect((await saved(ctx, manager.headers)).draft?.appearance.header_colour).toBe('#123456');
    // The widget's own call on the console's origin carries the staff cookie (no CSRF needed).
    const cookie = { Cookie: manager.headers.Cookie ?? '' };
    const drafted = await widget(ctx, cookie);
    expect(drafted.header_colour).toBe('#123456');
    expect(drafted.header).toBe('Preview {{brand_name}}');
    expect(drafted.cache).toBe('private, no-store');
    // A guest, and another staff session of the brand, see the saved settings (asked before and
    // after the draft's answer, so no kept answer can carry it).
    for (const headers of [{}, { Cookie: other.headers.Cookie ?? '' }]) {
      const seen = await widget(ctx, headers);
      expect(seen.header_colour).toBe(doc.appearance.header_colour);
      expect(seen.cache).not.toBe('private, no-store');
    }
    // The first screen drawn for the preview uses the draft; a guest's does not.
    const screen = await ctx.call('GET', FIRST_SCREEN, undefined, cookie);
    expect(screen.status).toBe(200);
    expect(screen.headers.get('cache-control')).toBe('private, no-store');
    expect(JSON.stringify(screen.body)).toContain('#123456');
    const guest = await ctx.call('GET', FIRST_SCREEN);
    expect(JSON.stringify(guest.body)).not.toContain('#123456');
    // Not a saved change: nothing audited, nothing published.
    const audited = await ctx.handle.db
      .selectFrom('audit_log')
      .select('id')
      .where('actor_staff_id', '=', manager.staffId)
      .execute();
    expect(audited).toEqual([]);
    const discard = await ctx.call('DELETE', `${SETTINGS}/draft`, undefined, manager.headers);
    expect(discard.status).toBe(204);
    expect((await widget(ctx, cookie)).header_colour).toBe(doc.appearance.header_colour);
    expect((await saved(ctx, manager.headers)).draft).toBeNull();
  });

  it('publishes a draft by saving it, and a revoked session shows its draft no more', async () => {
    const ctx = get();
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const doc = (await saved(ctx, manager.headers)).saved;
    const draft = edit(doc, 'appearance', { font_colour: '#333333' });
    await ctx.call('PUT', `${SETTINGS}/draft`, draft, manager.headers);
    const cookie = { Cookie: manager.headers.Cookie ?? '' };
    await ctx.handle.db
      .updateTable('staff_sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', manager.sessionId)
      .execute();
    expect((await widget(ctx, cookie)).facility_shell.font_colour).toBe(doc.appearance.font_colour);
    const owner = await signedInStaff(ctx, { role: 'owner' });
    await ctx.call('PUT', `${SETTINGS}/draft`, draft, owner.headers);
    const saving = await ctx.call('PUT', SETTINGS, draft, owner.headers);
    expect(data(saving, SettingsSavedSchema).data.changed).toEqual(['appearance.font_colour']);
    expect((await saved(ctx, owner.headers)).draft).toBeNull();
    expect((await widget(ctx)).facility_shell.font_colour).toBe('#333333');
    await ctx.call('PUT', SETTINGS, doc, owner.headers);
  });

  it('refuses invalid values with the field and the reason, and changes nothing', async () => {
    const ctx = get();
    const headers = await staffHeaders(ctx, { role: 'manager' });
    const doc = (await saved(ctx, headers)).saved;
    const cases: [SettingsDocumentInput, string, string][] = [
      [edit(doc, 'appearance', { button_colour: 'red; x' }), 'appearance.button_colour', 'colour'],
      [edit(doc, 'hotel', { time_zone: 'Mars/Olympus' }), 'hotel.time_zone', 'time_zone'],
      [edit(doc, 'hotel', { currency: 'XXX' as 'JPY' }), 'hotel.currency', 'currency'],
      [edit(doc, 'hotel', { languages: [] }), 'hotel.languages', 'languages'],
      [
        edit(doc, 'notifications', { reservation_emails: ['nobody'] }),
        'notifications.reservation_emails.0',
        'email',
      ],
      [edit(doc, 'appearance', { logo: 'javascript:alert(1)' }), 'appearance.logo', 'url'],
      [
        edit(doc, 'appearance', { header_html: 'x'.repeat(20_001) }),
        'appearance.header_html',
        'too_long',
      ],
      [edit(doc, 'tracking', { data_layers: ['a.b'] }), 'tracking.data_layers.0', 'required'],
      [
        edit(doc, 'appearance', { booking_widget_type: 'modal' as 'bar' }),
        'appearance.booking_widget_type',
        'required',
      ],
    ];
    for (const [body, field, reason] of cases) {
      for (const path of [SETTINGS, `${SETTINGS}/draft`]) {
        const res = await ctx.call('PUT', path, body, headers);
        expect(res.status, field).toBe(400);
        const error = apiError(res);
        expect(error.code).toBe(1000);
        expect(error.payload?.field).toBe(field);
        expect(error.details.base[0]).toBe(`${field} ${reason}`);
      }
    }
    expect((await saved(ctx, headers)).saved).toEqual(doc);
  });
});
