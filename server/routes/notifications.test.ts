import { expect, it } from 'vitest';
import { AdditionalQuestionListResponseSchema } from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { data, describeOnDatabases, type TestContext } from '../test/harness.ts';

const q = (filter: Record<string, unknown>): string => encodeURIComponent(JSON.stringify(filter));

async function ids(ctx: TestContext, path: string): Promise<string[]> {
  const res = await ctx.call('GET', path);
  return data(res, AdditionalQuestionListResponseSchema).data.map((x) => x.id);
}

describeOnDatabases('brand notifications by facility and display window', (get) => {
  it("keeps a hotel's brand notifications for all facilities or for that hotel", async () => {
    const ctx = get();
    const all = q({ label_filters: ['all_users'] });
    const tokyo = await ids(ctx, `/api/v1/hotels/sakura-tokyo/additional_questions?q=${all}`);
    expect(tokyo).toEqual(expect.arrayContaining(['n-brand-all', 'n-brand-tokyo', 'n-renovation']));
    expect(tokyo).not.toContain('n-brand-kyoto');
    const kyoto = await ids(ctx, `/api/v1/hotels/sakura-kyoto/additional_questions?q=${all}`);
    expect(kyoto).toEqual(expect.arrayContaining(['n-brand-all', 'n-brand-kyoto']));
    expect(kyoto).not.toContain('n-brand-tokyo');
    expect(kyoto).not.toContain('n-renovation'); // Tokyo's own notification
  });

  it('checks display windows against the check-in date (today when none is given)', async () => {
    const ctx = get();
    const today = await ids(
      ctx,
      `/api/v1/hotels/sakura-tokyo/additional_questions?q=${q({ label_filters: ['all_users'] })}`,
    );
    expect(today).not.toContain('n-brand-spring'); // from today + 90
    const spring = await ids(
      ctx,
      `/api/v1/hotels/sakura-tokyo/additional_questions?q=${q({
        label_filters: ['all_users'],
        checkin_date: addDays(ctx.today, 100),
      })}`,
    );
    expect(spring).toContain('n-brand-spring');
    expect(spring).not.toContain('n-renovation'); // ended at today + 30
    const after = await ids(
      ctx,
      `/api/v1/hotels/sakura-tokyo/additional_questions?q=${q({
        label_filters: ['all_users'],
        checkin_date: addDays(ctx.today, 151),
      })}`,
    );
    expect(after).not.toContain('n-brand-spring');
  });

  it('the brand call keeps facility items only for the facility named by code', async () => {
    const ctx = get();
    const all = q({ label_filters: ['all_users'] });
    const brand = await ids(ctx, `/api/v1/hotel_brands/sakura/additional_questions?q=${all}`);
    expect(brand).toContain('n-brand-all');
    expect(brand).not.toContain('n-brand-tokyo');
    const forTokyo = await ids(
      ctx,
      `/api/v1/hotel_brands/sakura/additional_questions?q=${all}&code=sakura-tokyo`,
    );
    expect(forTokyo).toEqual(expect.arrayContaining(['n-brand-all', 'n-brand-tokyo']));
    expect(forTokyo).not.toContain('n-brand-kyoto');
    const unknown = await ctx.call(
      'GET',
      `/api/v1/hotel_brands/sakura/additional_questions?q=${all}&code=nowhere`,
    );
    expect(unknown.status).toBe(404);
  });
});
