import { type Kysely, sql } from 'kysely';

/**
 * The reservations desk (issue 40): every reservation's history as events, written by the
 * database itself so that no path that books, pays, changes or cancels (the widget, the hosted
 * pages, pay-by-link, the chatbot, the 3-D Secure expiry, refund reconciliation, another process)
 * can forget one.
 *
 * - `reservation_events`: one row per event, never rewritten but for `hotel_mail` and a guest's
 *   erasure (a note's text). `actor_staff_id` / `actor_email` come from the transaction's
 *   `hotel_booking.actor` setting (`set_config(…, true)` by the console, server/console/
 *   reservations/actor.ts); without it the event is the guest's or the system's.
 *   `hotel_mail` is 'pending' for events the hotel's reservation addresses are told of (a booking
 *   confirmed, changed or cancelled); the first process to claim it sends the mail.
 * - Triggers on `reservations` (created, confirmed, changed, guest changed, cancelled),
 *   `payment_transactions` (each payment status, refunds) and `reservation_access_tokens` (a
 *   manage link minted for an e-mail) write the events.
 * - Each event notifies `reservation_changes` with `<hotel id>:<reservation id>:<event id>`
 *   at commit, so an open desk on any process hears of it (server/console/reservations/feed.ts).
 * - `reservations.source`: where a booking came from when the path that made it says so; the
 *   desk derives it otherwise (server/console/reservations/source.ts).
 * - Older bookings get their history derived once: created, payment, cancelled (marked derived).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations ADD COLUMN source text`.execute(db);
  await sql`
    CREATE TABLE reservation_events (
      id serial PRIMARY KEY,
      reservation_id integer NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
      hotel_id integer NOT NULL,
      kind text NOT NULL,
      actor_staff_id integer,
      actor_email text,
      detail text,
      hotel_mail text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX reservation_events_reservation ON reservation_events (reservation_id, id)`.execute(
    db,
  );
  await sql`CREATE INDEX reservation_events_hotel ON reservation_events (hotel_id, created_at)`.execute(
    db,
  );
  await sql`CREATE INDEX reservation_events_mail ON reservation_events (id) WHERE hotel_mail = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX reservations_hotel_created ON reservations (hotel_id, created_at)`.execute(
    db,
  );
  await sql`CREATE INDEX reservations_email_key ON reservations (lower(email))`.execute(db);

  // Who did it: the console sets `hotel_booking.actor` to '<staff id>|<e-mail>' in its transaction.
  await sql`
    CREATE FUNCTION reservation_event(rid integer, hid integer, k text, d jsonb, mail boolean)
    RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      actor text := nullif(current_setting('hotel_booking.actor', true), '');
    BEGIN
      INSERT INTO reservation_events
        (reservation_id, hotel_id, kind, actor_staff_id, actor_email, detail, hotel_mail)
      VALUES (rid, hid, k,
        CASE WHEN actor IS NULL THEN NULL ELSE split_part(actor, '|', 1)::integer END,
        CASE WHEN actor IS NULL THEN NULL ELSE substr(actor, strpos(actor, '|') + 1) END,
        d::text, CASE WHEN mail THEN 'pending' END);
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION reservation_events_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM reservation_event(NEW.id, NEW.hotel_id, 'created', jsonb_build_object(
          'status', NEW.status, 'checkin_date', NEW.checkin_date,
          'checkout_date', NEW.checkout_date, 'total_price', NEW.total_price), NEW.status = 'done');
        RETURN NULL;
      END IF;
      IF NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN
        PERFORM reservation_event(NEW.id, NEW.hotel_id, 'cancelled', jsonb_build_object(
          'fee', NEW.cancellation -> 'fee', 'reason', NEW.cancellation -> 'reason',
          'previous_status', OLD.status), OLD.status = 'done');
        RETURN NULL;
      END IF;
      IF NEW.status = 'done' AND OLD.status = 'payment_pending' THEN
        PERFORM reservation_event(NEW.id, NEW.hotel_id, 'confirmed',
          jsonb_build_object('total_price', NEW.total_price), true);
      END IF;
      IF NEW.checkin_date <> OLD.checkin_date OR NEW.checkout_date <> OLD.checkout_date
         OR NEW.rooms::text <> OLD.rooms::text OR NEW.total_price <> OLD.total_price THEN
        PERFORM reservation_event(NEW.id, NEW.hotel_id, 'changed', jsonb_build_object(
          'from', jsonb_build_object('checkin_date', OLD.checkin_date,
            'checkout_date', OLD.checkout_date, 'total_price', OLD.total_price),
          'to', jsonb_build_object('checkin_date', NEW.checkin_date,
            'checkout_date', NEW.checkout_date, 'total_price', NEW.total_price)),
          NEW.status = 'done');
      END IF;
      IF NEW.guest::text <> OLD.guest::text OR NEW.email <> OLD.email THEN
        PERFORM reservation_event(NEW.id, NEW.hotel_id, 'guest_changed', NULL, false);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER reservations_events AFTER INSERT OR UPDATE ON reservations
    FOR EACH ROW EXECUTE FUNCTION reservation_events_row()`.execute(db);

  await sql`
    CREATE FUNCTION reservation_events_payment() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      hid integer;
    BEGIN
      SELECT hotel_id INTO hid FROM reservations WHERE id = NEW.reservation_id;
      IF TG_OP = 'INSERT' OR NEW.status <> OLD.status THEN
        PERFORM reservation_event(NEW.reservation_id, hid, 'payment.' || NEW.status,
          jsonb_build_object('amount', NEW.amount, 'currency', NEW.currency,
            'card_brand', NEW.card_brand, 'card_last4', NEW.card_last4,
            'gateway', NEW.gateway), false);
      END IF;
      IF TG_OP = 'UPDATE' AND NEW.refunded_amount > OLD.refunded_amount THEN
        PERFORM reservation_event(NEW.reservation_id, hid, 'payment.refunded',
          jsonb_build_object('amount', NEW.refunded_amount - OLD.refunded_amount,
            'refunded_amount', NEW.refunded_amount, 'currency', NEW.currency), false);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER payment_transactions_events AFTER INSERT OR UPDATE ON payment_transactions
    FOR EACH ROW EXECUTE FUNCTION reservation_events_payment()`.execute(db);

  await sql`
    CREATE FUNCTION reservation_events_link() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM reservation_event(NEW.reservation_id, r.hotel_id, 'mail.link', NULL, false)
        FROM reservations r WHERE r.id = NEW.reservation_id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER reservation_access_tokens_events AFTER INSERT ON reservation_access_tokens
    FOR EACH ROW EXECUTE FUNCTION reservation_events_link()`.execute(db);

  await sql`
    CREATE FUNCTION reservation_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('reservation_changes',
        NEW.hotel_id || ':' || NEW.reservation_id || ':' || NEW.id);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER reservation_events_notify AFTER INSERT ON reservation_events
    FOR EACH ROW EXECUTE FUNCTION reservation_events_notify()`.execute(db);

  // The history of the bookings made before this migration, as far as the rows tell it.
  await sql`
    INSERT INTO reservation_events (reservation_id, hotel_id, kind, detail, created_at)
    SELECT id, hotel_id, 'created', jsonb_build_object('derived', true,
      'checkin_date', checkin_date, 'checkout_date', checkout_date,
      'total_price', total_price)::text, created_at
    FROM reservations`.execute(db);
  await sql`
    INSERT INTO reservation_events (reservation_id, hotel_id, kind, detail, created_at)
    SELECT r.id, r.hotel_id, 'payment.' || p.status, jsonb_build_object('derived', true,
      'amount', p.amount, 'currency', p.currency, 'card_brand', p.card_brand,
      'card_last4', p.card_last4, 'refunded_amount', p.refunded_amount)::text, p.updated_at
    FROM payment_transactions p JOIN reservations r ON r.id = p.reservation_id`.execute(db);
  await sql`
    INSERT INTO reservation_events (reservation_id, hotel_id, kind, detail, created_at)
    SELECT id, hotel_id, 'cancelled', jsonb_build_object('derived', true,
      'fee', cancellation -> 'fee', 'reason', cancellation -> 'reason')::text,
      coalesce((cancellation ->> 'cancelled_at')::timestamptz, updated_at)
    FROM reservations WHERE status = 'cancelled'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER reservation_access_tokens_events ON reservation_access_tokens`.execute(db);
  await sql`DROP TRIGGER payment_transactions_events ON payment_transactions`.execute(db);
  await sql`DROP TRIGGER reservations_events ON reservations`.execute(db);
  await sql`DROP TABLE reservation_events`.execute(db);
  await sql`DROP FUNCTION reservation_events_notify(), reservation_events_link(),
    reservation_events_payment(), reservation_events_row(),
    reservation_event(integer, integer, text, jsonb, boolean)`.execute(db);
  await sql`DROP INDEX reservations_hotel_created`.execute(db);
  await sql`DROP INDEX reservations_email_key`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN source`.execute(db);
}
