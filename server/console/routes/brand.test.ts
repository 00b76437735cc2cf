import { expect, it } from 'vitest';
import {
  BrandSettingsAnswerSchema,
  BrandSettingsSavedSchema,
} from '../../../src/api/contract/console/brand-settings.ts';
import {
  ConsoleQuestionListResponseSchema,
  type QuestionItem,
} from '../../../src/api/contract/console/hotel-lists.ts';
import {
  AdditionalQuestionListResponseSchema,
  BookingWidgetSettingsSchema,
  SignInButtonSettingsSchema,
} from '../../../src/api/contract/index.ts';
import { apiError, data, describeOnDatabases } from '../../test/harness.ts';
import { staffHeaders } from '../../test/staff.ts';

const HOTEL = '/api/v1/hotels/sakura-osaka';

describeOnDatabases('console: the brand settings and questions', (get) => {
  it("saves sign-in, sign-up and member pages: every hotel's widget sees them, each field audited", async () => {
    const ctx = get();
    const headers = await staffHeaders(ctx, { role: 'owner' });
    const read = data(
      await ctx.call('GET', '/api/v1/console/brand/settings', undefined, headers),
      BrandSettingsAnswerSchema,
    ).data;
    // Kept answers read before the change: the save must reach them.
    await ctx.call('GET', `${HOTEL}/settings/sign_in_button`);
    await ctx.call('GET', `${HOTEL}/settings/booking_widget`);
    const membership = {
      sign_in_active: true,
      sign_up_active: !read.saved.membership.sign_up_active,
      member_menu_url: 'https://members.example/account',
      member_login_url: '',
    };
    const saved = data(
      await ctx.call('PUT', '/api/v1/console/brand/settings', { membership }, headers),
      BrandSettingsSavedSchema,
    ).data;
    expect(saved.saved.membership).toEqual(membership);
    expect(saved.changed).toContain('membership.sign_up_active');
    expect(saved.changed).toContain('membership.member_menu_url');

    const button = data(
      await ctx.call('GET', `${HOTEL}/settings/sign_in_button`),
      SignInButtonSettingsSchema,
    ).data;
    expect(button.sign_up_active).toBe(membership.sign_up_active);
    const shell = data(
      await ctx.call('GET', `${HOTEL}/settings/booking_widget`),
      BookingWidgetSettingsSchema,
    ).data.facility_shell;
    expect(shell.sign_up_active).toBe(membership.sign_up_active);
    expect(shell.brand_integrations.membership_menu_redirect).toEqual({
      url: 'https://members.example/account',
    });

    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'hotel_id', 'before', 'after'])
      .where('action', '=', 'brand_settings.update')
      .where('target', 'like', '%membership.member_menu_url')
      .execute();
    expect(audit).toMatchObject([
      { hotel_id: null, before: '', after: 'https://members.example/account' },
    ]);

    // A page that is not https is refused at its field; nothing is saved.
    const refused = await ctx.call(
      'PUT',
      '/api/v1/console/brand/settings',
      { membership: { ...membership, member_login_url: 'javascript:alert(1)' } },
      headers,
    );
    expect(refused.status).toBe(400);
    expect(apiError(refused).payload).toMatchObject({ field: 'membership.member_login_url' });
  });

  it("saves the brand's own questions, which every hotel's widget asks, audited per item", async () => {
    const ctx = get();
    const headers = await staffHeaders(ctx, { role: 'owner' });
    const before = data(
      await ctx.call('GET', '/api/v1/console/brand/questions', undefined, headers),
      ConsoleQuestionListResponseSchema,
    ).data.items;
    const dietary: QuestionItem = {
      code: 'dietary-needs',
      kind: 'question',
      question_type: 'free_text',
      labels: ['all_users'],
      hotel_plan_codes: [],
      display_start_date: null,
      display_end_date: null,
      required: false,
      text: { en: 'Any dietary needs?', ja: '食事のご要望はありますか？' },
      options: [],
    };
    const saved = data(
      await ctx.call(
        'PUT',
        '/api/v1/console/brand/questions',
        { items: [...before, dietary] },
        headers,
      ),
      ConsoleQuestionListResponseSchema,
    ).data.items;
    expect(saved.map((q) => q.code)).toEqual([...before.map((q) => q.code), 'dietary-needs']);
    for (const hotel of ['sakura-osaka', 'sakura-tokyo']) {
      const widget = data(
        await ctx.call('GET', `/api/v1/hotels/${hotel}/additional_questions`),
        AdditionalQuestionListResponseSchema,
      ).data;
      expect(JSON.stringify(widget)).toContain('Any dietary needs?');
    }
    // The hotels' own lists do not show the brand's.
    const manager = await staffHeaders(ctx, { role: 'manager' });
    const own = data(
      await ctx.call('GET', '/api/v1/console/hotels/sakura-osaka/questions', undefined, manager),
      ConsoleQuestionListResponseSchema,
    ).data.items;
    expect(own.map((q) => q.code)).not.toContain('dietary-needs');
    const created = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['hotel_id', 'target'])
      .where('action', '=', 'question.create')
      .where('target', 'like', 'brand:%:question:dietary-needs')
      .execute();
    expect(created).toHaveLength(1);
    expect(created[0]?.hotel_id).toBeNull();
    await ctx.call('PUT', '/api/v1/console/brand/questions', { items: before }, headers);
    const after = data(
      await ctx.call('GET', '/api/v1/hotels/sakura-osaka/additional_questions'),
      AdditionalQuestionListResponseSchema,
    ).data;
    expect(JSON.stringify(after)).not.toContain('Any dietary needs?');
  });
});
