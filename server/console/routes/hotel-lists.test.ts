import { expect, it } from 'vitest';
import {
  ConsoleExtraListResponseSchema,
  ConsolePolicyListResponseSchema,
  ConsoleQuestionListResponseSchema,
  type QuestionItem,
} from '../../../src/api/contract/console/hotel-lists.ts';
import {
  AdditionalQuestionListResponseSchema,
  CancellationPolicyListResponseSchema,
  ExtraListResponseSchema,
} from '../../../src/api/contract/index.ts';
import { apiError, data, describeOnDatabases } from '../../test/harness.ts';
import { signedInStaff, staffHeaders } from '../../test/staff.ts';

const BASE = '/api/v1/console/hotels/sakura-osaka';

describeOnDatabases('console: cancellation policies, extras and questions', (get) => {
  it('saves policies by code, audited per item, and the widget lists them at once', async () => {
    const ctx = get();
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const before = data(
      await ctx.call('GET', `${BASE}/cancellation-policies`, undefined, manager.headers),
      ConsolePolicyListResponseSchema,
    ).data.items;
    expect(before.length).toBeGreaterThan(0);
    // The widget's list, kept by nothing here, read before the change.
    await ctx.call('GET', '/api/v1/hotels/sakura-osaka/cancellation_policies');
    const flexible = {
      code: 'lakeside-flex',
      title: 'Free until 2 days before',
      parts: [{ days_before: 2, hours_after: 0, percentage_of_cost: 50 }],
      no_show_percentage: 100,
    };
    const first = before[0];
    if (!first) throw new Error('a demo policy');
    const renamed = { ...first, title: 'Renamed policy' };
    const saved = await ctx.call(
      'PUT',
      `${BASE}/cancellation-policies`,
      { items: [renamed, ...before.slice(1), flexible] },
      manager.headers,
    );
    expect(data(saved, ConsolePolicyListResponseSchema).data.items.map((p) => p.title)).toContain(
      'Renamed policy',
    );
    const widget = data(
      await ctx.call('GET', '/api/v1/hotels/sakura-osaka/cancellation_policies'),
      CancellationPolicyListResponseSchema,
    ).data;
    expect(widget.map((p) => p.code)).toContain('lakeside-flex');
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('actor_staff_id', '=', manager.staffId)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'policy.update', target: `hotel:sakura-osaka:policy:${first.code}` },
      { action: 'policy.create', target: 'hotel:sakura-osaka:policy:lakeside-flex' },
    ]);
    // A policy a plan uses stays: 409 at items, and nothing changed.
    const dropAll = await ctx.call(
      'PUT',
      `${BASE}/cancellation-policies`,
      { items: [] },
      manager.headers,
    );
    expect(dropAll.status).toBe(409);
    expect(apiError(dropAll).payload?.field).toBe('items');
    // An unused one goes.
    const back = await ctx.call(
      'PUT',
      `${BASE}/cancellation-policies`,
      { items: before },
      manager.headers,
    );
    expect(data(back, ConsolePolicyListResponseSchema).data.items).toEqual(before);
  });

  it('saves extras, keeps one a plan includes, and refuses bad values at their field', async () => {
    const ctx = get();
    const headers = await staffHeaders(ctx, { role: 'owner' });
    const before = data(
      await ctx.call('GET', `${BASE}/extras`, undefined, headers),
      ConsoleExtraListResponseSchema,
    ).data.items;
    const towel = {
      code: 'towel',
      name: 'Bath towel set',
      extra_type: 'generic',
      price_without_tax: 500,
      inventory: null,
      min_quantity: 0,
      max_quantity: 3,
    };
    const saved = await ctx.call('PUT', `${BASE}/extras`, { items: [...before, towel] }, headers);
    expect(data(saved, ConsoleExtraListResponseSchema).data.items.at(-1)).toEqual(towel);
    const widget = data(
      await ctx.call('GET', '/api/v1/hotels/sakura-osaka/extras'),
      ExtraListResponseSchema,
    ).data;
    expect(widget.map((e) => e.extra_id)).toContain('towel');
    const bad = await ctx.call(
      'PUT',
      `${BASE}/extras`,
      { items: [{ ...towel, max_quantity: 0 }] },
      headers,
    );
    expect(bad.status).toBe(400);
    expect(apiError(bad).payload?.field).toBe('items.0.max_quantity');
    const twice = await ctx.call('PUT', `${BASE}/extras`, { items: [towel, towel] }, headers);
    expect(apiError(twice).details.base[0]).toBe('items duplicate');
    await ctx.call('PUT', `${BASE}/extras`, { items: before }, headers);
  });

  it("saves the hotel's own questions and leaves the brand's alone; others may not", async () => {
    const ctx = get();
    const headers = await staffHeaders(ctx, { role: 'manager' });
    const brandQuestions = await ctx.handle.db
      .selectFrom('questions')
      .select('id')
      .where('hotel_id', 'is', null)
      .execute();
    const arrival: QuestionItem = {
      code: 'arrival-by',
      kind: 'question',
      question_type: 'free_text',
      labels: ['all_users'],
      hotel_plan_codes: [],
      display_start_date: null,
      display_end_date: null,
      required: false,
      text: { en: 'How will you arrive?', ja: 'ご到着の手段は？' },
      options: [],
    };
    const saved = await ctx.call('PUT', `${BASE}/questions`, { items: [arrival] }, headers);
    expect(data(saved, ConsoleQuestionListResponseSchema).data.items).toEqual([arrival]);
    const widget = data(
      await ctx.call('GET', '/api/v1/hotels/sakura-osaka/additional_questions'),
      AdditionalQuestionListResponseSchema,
    ).data;
    expect(JSON.stringify(widget)).toContain('How will you arrive?');
    await ctx.call('PUT', `${BASE}/questions`, { items: [] }, headers);
    expect(
      await ctx.handle.db
        .selectFrom('questions')
        .select('id')
        .where('hotel_id', 'is', null)
        .execute(),
    ).toEqual(brandQuestions);
    for (const role of ['front_desk', 'marketing'] as const) {
      const other = await staffHeaders(ctx, { role });
      for (const path of ['cancellation-policies', 'extras', 'questions']) {
        expect((await ctx.call('GET', `${BASE}/${path}`, undefined, other)).status).toBe(403);
        expect((await ctx.call('PUT', `${BASE}/${path}`, { items: [] }, other)).status).toBe(403);
      }
    }
  });
});
