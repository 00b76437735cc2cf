import type { ColumnType, Generated } from 'kysely';

/** The reservations desk's tables (migration 039), joined into `Database` (schema.ts). */
export interface DeskTables {
  reservation_events: ReservationEventTable;
}

/**
 * One event of a reservation's history (migration 039): most are written by triggers on
 * reservations, payments and access tokens; notes, mails and staff actions by the console.
 */
export interface ReservationEventTable {
  id: Generated<number>;
  reservation_id: number;
  hotel_id: number;
  /** 'created', 'confirmed', 'changed', 'guest_changed', 'cancelled', 'payment.<status>',
   *  'payment.refunded', 'mail.link', 'mail.sent', 'note', 'no_show', 'price_override',
   *  'pay_link.created', 'erased'. */
  kind: string;
  /** The staff member who did it; null: the guest or the system. */
  actor_staff_id: number | null;
  actor_email: string | null;
  /** JSON text (no card data, no secrets); null: nothing more to say. */
  detail: string | null;
  /** 'pending': the hotel's reservation addresses are to be told; 'sent' / 'none' after. */
  hotel_mail: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
