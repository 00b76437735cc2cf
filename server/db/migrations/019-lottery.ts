import { type Kysely, sql } from 'kysely';

/**
 * Hotel lottery events (issue 15).
 * - `lottery_events`: one event of a hotel for one plan: when entries open and close, when the
 *   result is drawn, until when winners may book, the stay window and its nights limits, and
 *   how many rooms of the plan's room type are held on every night of the window. The held
 *   rooms were taken from `inventory.remaining` when the event was created; what winners did
 *   not book goes back after the deadline (`released_at`). `draw_seed` records the seed of the
 *   draw so anyone can replay it.
 * - `lottery_entries`: one member's entry (one per member and event), its stay and status
 *   (product.md §4), and the reservation a winner made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE lottery_events (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      plan_id integer NOT NULL REFERENCES plans(id),
      name text NOT NULL,
      notification text NOT NULL DEFAULT '',
      entries_open_at timestamptz NOT NULL,
      entries_close_at timestamptz NOT NULL,
      result_at timestamptz NOT NULL,
      reservation_deadline timestamptz NOT NULL,
      stay_from date NOT NULL,
      stay_to date NOT NULL,
      min_nights integer NOT NULL CHECK (min_nights >= 1),
      max_nights integer NOT NULL,
      max_adults integer NOT NULL CHECK (max_adults >= 1),
      rooms_held integer NOT NULL CHECK (rooms_held >= 1),
      drawn_at timestamptz,
      draw_seed bigint,
      released_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (max_nights >= min_nights),
      CHECK (stay_to > stay_from),
      CHECK (entries_close_at > entries_open_at),
      CHECK (result_at >= entries_close_at),
      CHECK (reservation_deadline > result_at)
    )`.execute(db);
  await sql`CREATE INDEX lottery_events_due ON lottery_events (result_at) WHERE drawn_at IS NULL`.execute(
    db,
  );
  await sql`
    CREATE TABLE lottery_entries (
      id serial PRIMARY KEY,
      entry_number text NOT NULL UNIQUE,
      event_id integer NOT NULL REFERENCES lottery_events(id),
      member_id integer NOT NULL REFERENCES members(id),
      status text NOT NULL CHECK (status IN ('registered', 'not_winner',
        'winner_reservation_pending', 'winner_reservation_pending_declined',
        'winner_reservation_confirmed', 'winner_reservation_cancelled',
        'registration_cancelled')),
      checkin_date date NOT NULL,
      checkout_date date NOT NULL,
      adults integer NOT NULL CHECK (adults >= 1),
      first_name text NOT NULL,
      last_name text NOT NULL,
      locale text NOT NULL,
      reservation_id integer REFERENCES reservations(id),
      result_mailed_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CHECK (checkout_date > checkin_date),
      UNIQUE (event_id, member_id)
    )`.execute(db);
  await sql`CREATE INDEX lottery_entries_member ON lottery_entries (member_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE lottery_entries`.execute(db);
  await sql`DROP TABLE lottery_events`.execute(db);
}
