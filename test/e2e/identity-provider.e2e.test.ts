import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { e2e, sharedBrowser } from './support.ts';

/** What the widget does before opening the provider: a session, then the authorization URL. */
async function authorizationUrl(display: 'page' | 'popup'): Promise<string> {
  const session = (await (
    await fetch(`${e2e.provider}/identity/api/client_sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'sakura-tokyo', secret: 'hotel-booking-widget' }),
    })
  ).json()) as { data: { client_session: string } };
  const started = (await (
    await fetch(`${e2e.provider}/api/v1/memberships/open_id/sign_in`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-session': session.data.client_session,
      },
      body: JSON.stringify({
        return_to: `${e2e.provider}/sso/custom/callback`,
        display,
        ...(display === 'popup' ? { opener_origin: e2e.demo } : {}),
      }),
    })
  ).json()) as { data: { authorization_url: string } };
  return started.data.authorization_url;
}

describe('the demo identity provider in a real browser', () => {
  const browser = sharedBrowser();

  it('signs the demo user in through its labelled form and returns with a code', async () => {
    const { page } = await browser.open(await authorizationUrl('popup'), { bypassCSP: true });
    expect(new URL(page.url()).origin).toBe(e2e.identityProvider.issuer);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByLabel('E-mail').fill(e2e.identityProvider.email);
    await page.getByLabel('Password').fill(e2e.identityProvider.password);
    // The hosted page may tidy its address once it has read the code: read the redirect.
    const redirect = page.waitForResponse((res) =>
      res.url().startsWith(`${e2e.provider}/api/v1/memberships/oidc/callback`),
    );
    await page.getByRole('button', { name: 'Sign in' }).click();
    const back = new URL((await (await redirect).headerValue('location')) ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${e2e.provider}/sso/custom/callback`);
    expect(back.searchParams.get('brand_custom_auth_token')?.length).toBeGreaterThan(15);
    expect(back.searchParams.get('display')).toBe('popup');
  });

  it('says so on a wrong password and keeps the e-mail typed', async () => {
    const { page } = await browser.open(await authorizationUrl('page'));
    await page.getByLabel('E-mail').fill(e2e.identityProvider.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not right');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(e2e.identityProvider.email);
  });
});
