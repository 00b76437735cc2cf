import { expect, it } from 'vitest';
import { BookingWidgetSettingsSchema } from '../../src/api/contract/index.ts';
import { data, describeOnDatabases, type TestContext } from '../test/harness.ts';

const layersOf = async (ctx: TestContext, code: string) =>
  data(
    await ctx.call('GET', `/api/v1/hotels/${code}/settings/booking_widget`),
    BookingWidgetSettingsSchema,
  ).data.data_layers;

describeOnDatabases('data layers: the init settings name where analytics events go', (get) => {
  it('answers the hotel’s layers, and the default dataLayer for a hotel that names none', async () => {
    const ctx = get();
    expect(await layersOf(ctx, 'sakura-tokyo')).toEqual([
      { name: 'dataLayer' },
      { name: 'sakuraLayer' },
    ]);
    expect(await layersOf(ctx, 'sakura-kyoto')).toEqual([{ name: 'dataLayer' }]);
  });

  it('never answers a name that is not a plain identifier; none left means the default', async () => {
    const ctx = get();
    const configure = (names: string[]) =>
      ctx.handle.db
        .updateTable('hotels')
        .set((eb) => ({
          settings: eb.fn('jsonb_set', [
            eb.ref('settings'),
            eb.val('{tracking,data_layers}'),
            eb.val(JSON.stringify(names)),
          ]),
        }))
        .where('code', '=', 'sakura-tokyo')
        .execute();
    await configure(['alert(1)', 'window.top', 'gtmLayer', '', 'gtmLayer', '9lives', 'a b']);
    expect(await layersOf(ctx, 'sakura-tokyo')).toEqual([{ name: 'gtmLayer' }]);
    await configure(['</script><script>alert(1)</script>', 'x;y']);
    expect(await layersOf(ctx, 'sakura-tokyo')).toEqual([{ name: 'dataLayer' }]);
  });
});
