import { describe, expect, it } from 'vitest';
import { checkCredentials, claimsOf, DEMO_USER } from './accounts.ts';
import { loginPage } from './login-page.ts';

describe('the demo provider sign-in page', () => {
  it('labels its fields and escapes what it echoes', () => {
    const html = loginPage({
      uid: 'a/b"c',
      clientName: '<Hotel>',
      email: '"><script>x</script>',
      error: 'The e-mail or password is not right.',
    });
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('action="/interaction/a%2Fb%22c/login"');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).toContain('&lt;Hotel&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('role="alert"');
  });
});

describe('demo accounts', () => {
  it('match e-mail in any case and the exact password, and never give the password out', () => {
    expect(checkCredentials([DEMO_USER], DEMO_USER.email.toUpperCase(), DEMO_USER.password)).toBe(
      DEMO_USER,
    );
    expect(
      checkCredentials([DEMO_USER], DEMO_USER.email, `${DEMO_USER.password} `),
    ).toBeUndefined();
    expect(
      checkCredentials([DEMO_USER], 'nobody@sakura.example', DEMO_USER.password),
    ).toBeUndefined();
    expect(claimsOf(DEMO_USER)).not.toHaveProperty('password');
    expect(claimsOf(DEMO_USER)).toMatchObject({ sub: DEMO_USER.sub, email_verified: true });
  });
});
