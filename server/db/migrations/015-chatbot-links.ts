import { type Kysely, sql } from 'kysely';

/**
 * The chatbot and messaging-app bridge (issue 19).
 * - `chatbot_links`: which member a brand's chatbot user is (memberships/chatbot_session), and
 *   the chatbot message that asked them to sign in.
 * - `liff_links`: which member a messaging-app account is (POST /liff/upsert), from a verified
 *   LIFF ID token's subject.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE chatbot_links (
      brand_id integer NOT NULL REFERENCES brands(id),
      chatbot_user_id text NOT NULL,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      auth_auto_message_id text,
      linked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (brand_id, chatbot_user_id)
    )`.execute(db);
  await sql`
    CREATE TABLE liff_links (
      brand_id integer NOT NULL REFERENCES brands(id),
      platform_user_id text NOT NULL,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      display_name text,
      linked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (brand_id, platform_user_id)
    )`.execute(db);
  await sql`CREATE INDEX liff_links_member ON liff_links (member_id)`.execute(db);
  await sql`CREATE INDEX chatbot_links_member ON chatbot_links (member_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE liff_links`.execute(db);
  await sql`DROP TABLE chatbot_links`.execute(db);
}
