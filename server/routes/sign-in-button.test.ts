import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness.ts';

interface SignInButton {
  data: {
    is_active: boolean;
    sign_up_active: boolean;
    translations: Record<string, string>;
    external_providers?: string[];
  };
}

describeOnDatabases('settings/sign_in_button', (get) => {
  it("lists the brand's enabled external sign-ins beside the button's switches", async () => {
    const res = await get().call('GET', '/api/v1/hotels/sakura-tokyo/settings/sign_in_button');
    expect(res.status).toBe(200);
    const { data } = res.body as SignInButton;
    expect(data.is_active).toBe(true);
    expect(data.external_providers).toEqual(['line', 'open_id']);
  });

  it('leaves out a provider the brand switched off', async () => {
    const db = get().handle.db;
    await db
      .updateTable('brand_identity_providers')
      .set({ enabled: false })
      .where('provider', '=', 'line')
      .execute();
    try {
      const res = await get().call('GET', '/api/v1/hotels/sakura-tokyo/settings/sign_in_button');
      expect((res.body as SignInButton).data.external_providers).toEqual(['open_id']);
    } finally {
      await db
        .updateTable('brand_identity_providers')
        .set({ enabled: true })
        .where('provider', '=', 'line')
        .execute();
    }
  });
});
