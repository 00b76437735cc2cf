import { type Kysely, sql } from 'kysely';

/**
 * OpenID Connect and social sign-in (product.md §2, doc 2 §7 "Membership"):
 *
 * - `brand_identity_providers`: which external providers a brand signs members in with, and
 *   how to reach each (issuer for discovery, client id, scopes). The client secret is not here:
 *   it comes from the server's configuration (`OIDC_CLIENT_SECRETS`), like every secret.
 * - `external_sign_ins`: a sign-in between `POST /memberships/{provider}/sign_in` and the
 *   provider's redirect back. Found by the hash of `state` (the URL carries the state itself);
 *   single use, about ten minutes. The nonce and PKCE verifier never leave the server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE brand_identity_providers (
      brand_id integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
      provider text NOT NULL CHECK (provider IN ('open_id', 'facebook', 'line', 'creansmaerd')),
      issuer text NOT NULL,
      client_id text NOT NULL,
      scopes text NOT NULL DEFAULT 'openid email profile',
      enabled boolean NOT NULL DEFAULT true,
      PRIMARY KEY (brand_id, provider)
    )`.execute(db);
  await sql`
    CREATE TABLE external_sign_ins (
      state_hash text PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
      provider text NOT NULL,
      nonce text NOT NULL,
      code_verifier text NOT NULL,
      return_to text NOT NULL,
      display text NOT NULL CHECK (display IN ('page', 'popup')),
      otid text,
      opener_origin text,
      locale text,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX external_sign_ins_expires ON external_sign_ins (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE external_sign_ins`.execute(db);
  await sql`DROP TABLE brand_identity_providers`.execute(db);
}
