import { expect, it } from 'vitest';
import { DEMO_USER } from '../../demo/identity-provider/accounts.ts';
import { apiError, describeOnDatabases } from '../test/harness.ts';
import { signInAtProvider } from '../test/oidc-browser.ts';
import { CALLBACK, ORIGIN, RETURN_TO, useOidc } from '../test/oidc-fixture.ts';

describeOnDatabases('OpenID Connect sign-in: the flow', (get) => {
  const oidc = useOidc(get);

  it('answers an authorization URL with state, nonce and PKCE S256', async () => {
    const { op, authorizationUrl } = oidc();
    const auth = await authorizationUrl();
    expect(auth.origin).toBe(op.issuer);
    const q = auth.searchParams;
    expect(q.get('client_id')).toBe(op.clientId);
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')?.length).toBeGreaterThan(20);
    expect(q.get('nonce')?.length).toBeGreaterThan(20);
    expect(q.get('ui_locales')).toBe('ja');
  });

  it('walks the whole flow back to return_to with a sign-in code', async () => {
    const { callback, walk } = oidc();
    const res = await callback(await walk());
    expect(res.status).toBe(302);
    const to = new URL(res.location ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(`${ORIGIN}/sso/custom/callback`);
    expect(to.searchParams.get('hotel_code')).toBe('sakura-tokyo');
    expect(to.searchParams.get('brand_custom_auth_token')?.length).toBeGreaterThan(15);
    expect(to.searchParams.has('display')).toBe(false);
    expect(to.searchParams.has('error')).toBe(false);
  });

  it('passes display=popup and the kept opener origin through; line goes through the same code', async () => {
    const to = await oidc().signIn('line', {
      display: 'popup',
      opener_origin: 'https://hotel.example/rooms?x=1',
    });
    expect(to.searchParams.get('display')).toBe('popup');
    // Normalised to an origin: the callback page posts the code to it and nowhere else.
    expect(to.searchParams.get('opener')).toBe('https://hotel.example');
    expect(to.searchParams.get('brand_custom_auth_token')).toBeTruthy();
  });

  it('refuses a pop-up without an opener origin, or with one the site does not allow', async () => {
    const missing = await oidc().start('open_id', { display: 'popup' });
    expect(missing.status).toBe(400);
    expect(apiError(missing).payload?.field).toBe('opener_origin');
    const listed = get().appWith({ allowedOrigins: ['https://hotel.example'] });
    const foreign = await get().call(
      'POST',
      '/api/v1/memberships/open_id/sign_in',
      {
        return_to: `${ORIGIN}/sso/custom/callback`,
        display: 'popup',
        opener_origin: 'https://evil.example',
      },
      { 'X-Client-Session': oidc().session },
      listed,
    );
    expect(foreign.status).toBe(400);
    expect(apiError(foreign).payload?.field).toBe('opener_origin');
  });

  it('refuses a state used twice, a missing or unknown state, and a wrong nonce', async () => {
    const { callback, walk } = oidc();
    const back = await walk();
    expect((await callback(back)).status).toBe(302);
    const again = new URL((await callback(back)).location ?? '');
    expect(again.searchParams.get('error')).toBe('state_used');
    expect(again.searchParams.has('brand_custom_auth_token')).toBe(false);

    const noState = await callback(`${CALLBACK}?code=abc`);
    expect(noState.status).toBe(400);
    expect(noState.body).toContain('not valid');
    const wrongState = await callback(`${CALLBACK}?code=abc&state=${'x'.repeat(43)}`);
    expect(wrongState.status).toBe(400);
    expect(wrongState.location).toBeNull();

    // The provider signs the nonce it was given; the server expects the one it kept.
    const next = await walk();
    await get()
      .handle.db.updateTable('external_sign_ins')
      .set({ nonce: 'tampered' })
      .where('used_at', 'is', null)
      .execute();
    const bad = new URL((await callback(next)).location ?? '');
    expect(bad.searchParams.get('error')).toBe('sign_in_failed');
    expect(bad.searchParams.has('brand_custom_auth_token')).toBe(false);
  });

  it('refuses an expired sign-in, and a code from another flow', async () => {
    const { callback, walk } = oidc();
    const back = await walk();
    await get()
      .handle.db.updateTable('external_sign_ins')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    expect(new URL((await callback(back)).location ?? '').searchParams.get('error')).toBe(
      'expired',
    );
    // A code issued for one sign-in, brought back with the state of another (PKCE and the
    // provider's single-use code refuse it).
    const first = new URL(await walk());
    const second = new URL(await walk());
    second.searchParams.set('code', first.searchParams.get('code') ?? '');
    const swapped = new URL((await callback(second.href)).location ?? '');
    expect(swapped.searchParams.get('error')).toBe('sign_in_failed');
  });

  it('sends the person back with error=access_denied when they decline', async () => {
    const { authorizationUrl, callback } = oidc();
    const auth = await authorizationUrl();
    const denied = `${CALLBACK}?error=access_denied&state=${auth.searchParams.get('state')}`;
    const to = new URL((await callback(denied)).location ?? '');
    expect(to.searchParams.get('error')).toBe('access_denied');
  });

  it('carries the points-program one-time id both ways', async () => {
    const { op, authorizationUrl, callback } = oidc();
    const brand = await get()
      .handle.db.selectFrom('brands')
      .select('id')
      .where('code', '=', 'sakura')
      .executeTakeFirstOrThrow();
    await get()
      .handle.db.insertInto('brand_identity_providers')
      .values({
        brand_id: brand.id,
        provider: 'creansmaerd',
        issuer: op.issuer,
        client_id: op.clientId,
      })
      .onConflict((oc) => oc.columns(['brand_id', 'provider']).doNothing())
      .execute();
    const auth = await authorizationUrl('creansmaerd', { otid: 'otid-123' });
    expect(auth.searchParams.get('otid')).toBe('otid-123');
    const { callback: back } = await signInAtProvider(auth.href, CALLBACK, DEMO_USER);
    const to = new URL((await callback(back ?? '')).location ?? '');
    expect(to.searchParams.get('otid')).toBe('otid-123');
    expect(to.searchParams.get('brand_custom_auth_token')).toBeTruthy();
    // Other providers have no one-time id: it is not sent on.
    expect((await authorizationUrl('open_id', { otid: 'x' })).searchParams.has('otid')).toBe(false);
  });

  it('shows the sign-in form again, with an alert, on a wrong password', async () => {
    const auth = await oidc().authorizationUrl();
    const { callback, loginStatus, page } = await signInAtProvider(auth.href, CALLBACK, {
      email: DEMO_USER.email,
      password: 'wrong',
    });
    expect(callback).toBeUndefined();
    expect(loginStatus).toEqual([200, 401]);
    expect(page).toContain('role="alert"');
    expect(page).toContain('<label for="email">E-mail</label>');
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toContain(`value="${DEMO_USER.email}"`);
  });

  it('refuses return_to on a foreign origin, unknown and unconfigured providers', async () => {
    const { start, app } = oidc();
    const foreign = await start('open_id', {
      return_to: 'https://evil.example/sso/custom/callback',
    });
    expect(apiError(foreign)).toMatchObject({
      status: 400,
      code: 1000,
      payload: { field: 'return_to' },
    });
    expect(apiError(await start('myspace'))).toMatchObject({ status: 404, code: 9404 });
    expect(apiError(await start('facebook'))).toMatchObject({
      status: 422,
      code: 9422,
      payload: { field: 'provider' },
    });
    const noSession = await get().call(
      'POST',
      '/api/v1/memberships/open_id/sign_in',
      { return_to: RETURN_TO, display: 'page' },
      {},
      app,
    );
    expect(apiError(noSession)).toMatchObject({ status: 403, code: 4000 });
  });

  it('does not offer a provider whose client secret is not configured', async () => {
    const res = await get().call(
      'POST',
      '/api/v1/memberships/open_id/sign_in',
      { return_to: RETURN_TO, display: 'page' },
      { 'X-Client-Session': oidc().session },
    );
    expect(apiError(res)).toMatchObject({ status: 422 });
  });
});
