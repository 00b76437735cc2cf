import { expect, it } from 'vitest';
import { DEMO_USER } from '../../demo/identity-provider/accounts.ts';
import { MemberResponseSchema, MemberTokensSchema } from '../../src/api/contract/index.ts';
import { apiError, data, describeOnDatabases } from '../test/harness.ts';
import { useOidc } from '../test/oidc-fixture.ts';

/**
 * The whole external sign-in as the widget sees it: start → the provider's form → callback →
 * the one-time code redeemed at memberships/tokens → the member at /user/me.
 */
describeOnDatabases('OpenID Connect sign-in: to a member session', (get) => {
  const oidc = useOidc(get);
  const grant = (code: string) =>
    get().call(
      'POST',
      '/api/v1/memberships/tokens',
      { grant_type: 'custom_authentication_code', code },
      { 'X-Client-Session': oidc().session },
      oidc().app,
    );

  it('signs the member in and refuses the same code twice', async () => {
    const to = await oidc().signIn('open_id', {
      display: 'popup',
      opener_origin: 'https://hotel.example',
    });
    const code = to.searchParams.get('brand_custom_auth_token') ?? '';
    const tokens = data(await grant(code), MemberTokensSchema).data;
    expect(tokens.user.email).toBe(DEMO_USER.email);
    expect(tokens.user.provider).toBe('open_id');
    const me = await get().call(
      'GET',
      '/api/v1/user/me',
      undefined,
      { 'X-Client-Session': oidc().session, Authorization: `Bearer ${tokens.access_token}` },
      oidc().app,
    );
    expect(data(me, MemberResponseSchema).data).toMatchObject({
      email: DEMO_USER.email,
      first_name: 'Hanako',
      last_name: 'Yamada',
    });
    // Spent: the widget is told to sign in again (1400), as for an expired code.
    expect(apiError(await grant(code))).toMatchObject({ status: 401, code: 1400 });
  });
});
