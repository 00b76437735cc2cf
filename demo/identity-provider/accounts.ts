import { timingSafeEqual } from 'node:crypto';

/** A person the demo identity provider knows. */
export interface DemoUser {
  /** The stable subject (`sub`) the relying party links the member by. */
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name: string;
  password: string;
}

/**
 * The demo user `npm start` prints. A stand-in for a hotel brand's own identity provider, so
 * the password is public on purpose; it is never a member password of the provider server.
 */
export const DEMO_USER: DemoUser = {
  sub: 'sakura-id-0001',
  email: 'hanako.oidc@sakura.example',
  email_verified: true,
  name: 'Hanako Yamada',
  given_name: 'Hanako',
  family_name: 'Yamada',
  password: 'sakura-demo-pass',
};

const same = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The user whose e-mail (any case) and password match, or undefined. */
export function checkCredentials(
  users: readonly DemoUser[],
  email: string,
  password: string,
): DemoUser | undefined {
  const wanted = email.trim().toLowerCase();
  const user = users.find((u) => u.email.toLowerCase() === wanted);
  return user && same(user.password, password) ? user : undefined;
}

/** The OpenID claims of a user (no password). */
export function claimsOf(user: DemoUser): Record<string, unknown> {
  const { password: _password, ...claims } = user;
  return claims;
}
