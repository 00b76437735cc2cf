import { type Kysely, sql } from 'kysely';

/**
 * Invitations to a corporate organization (issue 41), made in the hotel console: a single-use
 * link e-mailed to an address, valid for days, that makes a member account for the address
 * (or takes the brand's existing one) and puts it in the organization with its role. Only the
 * token's hash is kept; `member_id` is who accepted it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE organization_invitations (
      id serial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organizations(id),
      email text NOT NULL CHECK (email = lower(email)),
      role text NOT NULL CHECK (role IN ('member', 'admin')),
      locale text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      invited_by integer REFERENCES staff(id),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      member_id integer REFERENCES members(id) ON DELETE SET NULL
    )`.execute(db);
  await sql`
    CREATE INDEX organization_invitations_organization
      ON organization_invitations (organization_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE organization_invitations`.execute(db);
}
