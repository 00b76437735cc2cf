import { type Kysely, sql } from 'kysely';

/**
 * Refunds on cancellation and attachments linked to a reservation.
 * - `payment_transactions.refunded_amount`: money given back to the card (refund of a capture
 *   or the released part of an authorisation), in minor units.
 * - `payment_transactions.refund_started_at`: set while one cancellation talks to the gateway,
 *   so two concurrent cancels can never refund twice; cleared again when the gateway refused.
 * - `file_attachments.reservation_id`: the booking an uploaded image belongs to (an upload is
 *   attached once; NULL until a booking names it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_transactions ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0`.execute(
    db,
  );
  await sql`ALTER TABLE payment_transactions ADD COLUMN refund_started_at timestamptz`.execute(db);
  await sql`ALTER TABLE file_attachments ADD COLUMN reservation_id integer REFERENCES reservations(id)`.execute(
    db,
  );
  await sql`CREATE INDEX file_attachments_reservation ON file_attachments (reservation_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX file_attachments_reservation`.execute(db);
  await sql`ALTER TABLE file_attachments DROP COLUMN reservation_id`.execute(db);
  await sql`ALTER TABLE payment_transactions DROP COLUMN refund_started_at`.execute(db);
  await sql`ALTER TABLE payment_transactions DROP COLUMN refunded_amount`.execute(db);
}
