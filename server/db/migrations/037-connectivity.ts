import { type Kysely, sql } from 'kysely';

/**
 * Connectivity (issue 42): what other hotel systems exchange with this server.
 *
 * - `channel_events`: every booking a hotel gains, every change of a confirmed booking and
 *   every cancellation of one, written by a trigger on `reservations` so that no write path
 *   (widget, console, jobs) can forget it. AlpineBits GuestRequests and the webhooks read it.
 *   A booking waiting for its card challenge is no booking yet: it counts once confirmed.
 *   (What other systems are told, in their three kinds; the desk's full history of a booking
 *   is another table.)
 * - `alpinebits_credentials` (HTTP Basic per hotel, SHA-256 of a generated secret),
 *   `alpinebits_deliveries` (which event of a booking was last sent and which acknowledged),
 *   `alpinebits_code_map` (the channel manager's codes for room types and rate plans),
 *   `connectivity_messages` (the last messages received and sent, with their outcome).
 * - `webhook_endpoints`, `webhook_deliveries` (at least once, exponential backoff) and
 *   `connectivity_cursors` (how far the fan-out job has read `channel_events`).
 * - `ical_exports` (secret export URL per room type, hashed), `ical_feeds` (import URLs),
 *   `ical_feed_nights` (nights a feed closed) and `ical_conflicts` (closed nights with bookings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE channel_events (
      id serial PRIMARY KEY,
      reservation_id integer NOT NULL REFERENCES reservations(id),
      hotel_id integer NOT NULL REFERENCES hotels(id),
      kind text NOT NULL CHECK (kind IN ('created', 'changed', 'cancelled')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX channel_events_hotel ON channel_events (hotel_id, id)`.execute(db);
  await sql`CREATE INDEX channel_events_reservation ON channel_events (reservation_id, id)`.execute(
    db,
  );
  await sql`
    CREATE FUNCTION channel_event() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      event_kind text;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        IF NEW.status = 'done' THEN event_kind := 'created'; END IF;
      ELSIF OLD.status = 'payment_pending' AND NEW.status = 'done' THEN
        event_kind := 'created';
      ELSIF OLD.status = 'done' AND NEW.status = 'cancelled' THEN
        event_kind := 'cancelled';
      ELSIF OLD.status = 'done' AND NEW.status = 'done' AND
        (NEW.checkin_date, NEW.checkout_date, NEW.rooms::text, NEW.guest::text, NEW.extras::text,
         NEW.answers::text, NEW.email, NEW.special_request, NEW.total_price, NEW.payment_type)
        IS DISTINCT FROM
        (OLD.checkin_date, OLD.checkout_date, OLD.rooms::text, OLD.guest::text, OLD.extras::text,
         OLD.answers::text, OLD.email, OLD.special_request, OLD.total_price, OLD.payment_type)
      THEN
        event_kind := 'changed';
      END IF;
      IF event_kind IS NOT NULL THEN
        INSERT INTO channel_events (reservation_id, hotel_id, kind)
          VALUES (NEW.id, NEW.hotel_id, event_kind);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER reservations_channel_event AFTER INSERT OR UPDATE ON reservations
    FOR EACH ROW EXECUTE FUNCTION channel_event()`.execute(db);

  await sql`
    CREATE TABLE alpinebits_credentials (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      username text NOT NULL UNIQUE,
      secret_hash text NOT NULL,
      label text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE alpinebits_deliveries (
      reservation_id integer PRIMARY KEY REFERENCES reservations(id),
      hotel_id integer NOT NULL REFERENCES hotels(id),
      delivered_event_id integer NOT NULL,
      delivered_at timestamptz NOT NULL,
      acked_event_id integer,
      acked_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE alpinebits_code_map (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      kind text NOT NULL CHECK (kind IN ('room_type', 'rate_plan')),
      external_code text NOT NULL,
      room_type_id integer REFERENCES room_types(id),
      plan_id integer REFERENCES plans(id),
      CHECK ((kind = 'room_type') = (room_type_id IS NOT NULL)),
      CHECK ((kind = 'rate_plan') = (plan_id IS NOT NULL)),
      UNIQUE (hotel_id, kind, external_code)
    )`.execute(db);
  await sql`
    CREATE TABLE connectivity_messages (
      id serial PRIMARY KEY,
      hotel_id integer REFERENCES hotels(id),
      channel text NOT NULL,
      direction text NOT NULL CHECK (direction IN ('received', 'sent')),
      action text NOT NULL,
      outcome text NOT NULL CHECK (outcome IN ('success', 'warning', 'error')),
      http_status integer,
      detail text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX connectivity_messages_hotel ON connectivity_messages (hotel_id, id)`.execute(
    db,
  );

  await sql`
    CREATE TABLE webhook_endpoints (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      url text NOT NULL,
      secret text NOT NULL,
      description text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      disabled_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE webhook_deliveries (
      id serial PRIMARY KEY,
      endpoint_id integer NOT NULL REFERENCES webhook_endpoints(id),
      event_id integer NOT NULL REFERENCES channel_events(id),
      event_type text NOT NULL,
      payload text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      last_attempt_at timestamptz,
      last_status integer,
      last_error text,
      delivered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (endpoint_id, event_id)
    )`.execute(db);
  await sql`
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
    WHERE status = 'pending'`.execute(db);
  await sql`
    CREATE TABLE connectivity_cursors (
      name text PRIMARY KEY,
      position integer NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE ical_exports (
      id serial PRIMARY KEY,
      room_type_id integer NOT NULL REFERENCES room_types(id),
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE ical_feeds (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      room_type_id integer NOT NULL REFERENCES room_types(id),
      url text NOT NULL,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      removed_at timestamptz,
      last_fetched_at timestamptz,
      last_outcome text CHECK (last_outcome IN ('ok', 'error')),
      last_error text
    )`.execute(db);
  await sql`
    CREATE TABLE ical_feed_nights (
      feed_id integer NOT NULL REFERENCES ical_feeds(id),
      room_type_id integer NOT NULL REFERENCES room_types(id),
      date date NOT NULL,
      -- The night was open when the feed closed it: reopened once no feed closes it any more.
      reopen boolean NOT NULL,
      PRIMARY KEY (feed_id, date)
    )`.execute(db);
  await sql`
    CREATE TABLE ical_conflicts (
      feed_id integer NOT NULL REFERENCES ical_feeds(id),
      date date NOT NULL,
      booked integer NOT NULL,
      detected_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (feed_id, date)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'ical_conflicts',
    'ical_feed_nights',
    'ical_feeds',
    'ical_exports',
    'connectivity_cursors',
    'webhook_deliveries',
    'webhook_endpoints',
    'connectivity_messages',
    'alpinebits_code_map',
    'alpinebits_deliveries',
    'alpinebits_credentials',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
  await sql`DROP TRIGGER reservations_channel_event ON reservations`.execute(db);
  await sql`DROP FUNCTION channel_event()`.execute(db);
  await sql`DROP TABLE channel_events`.execute(db);
}
