import type { ColumnType, Generated } from 'kysely';

/** Connectivity tables (migration 037): AlpineBits, webhooks and iCal (issue 42). */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ChannelEventKind = 'created' | 'changed' | 'cancelled';

/** A booking gained, changed or cancelled; written by the `reservations` trigger only. */
export interface ChannelEventTable {
  id: Generated<number>;
  reservation_id: number;
  hotel_id: number;
  kind: ChannelEventKind;
  created_at: Generated<Date>;
}

/** HTTP Basic credentials of one hotel's AlpineBits client; only the secret's SHA-256 kept. */
export interface AlpineBitsCredentialTable {
  id: Generated<number>;
  hotel_id: number;
  username: string;
  secret_hash: string;
  label: string;
  created_at: Generated<Date>;
  revoked_at: Nullable<Date>;
}

/** The last event of a booking sent in an OTA_ResRetrieveRS, and the last acknowledged. */
export interface AlpineBitsDeliveryTable {
  reservation_id: number;
  hotel_id: number;
  delivered_event_id: number;
  delivered_at: Timestamp;
  acked_event_id: Nullable<number>;
  acked_at: Nullable<Date>;
}

export type CodeMapKind = 'room_type' | 'rate_plan';

/** A channel manager's code for one of the hotel's room types or plans. */
export interface AlpineBitsCodeMapTable {
  id: Generated<number>;
  hotel_id: number;
  kind: CodeMapKind;
  external_code: string;
  room_type_id: Nullable<number>;
  plan_id: Nullable<number>;
}

export type MessageOutcome = 'success' | 'warning' | 'error';

/** One message exchanged with another system: what, which way, and how it ended. */
export interface ConnectivityMessageTable {
  id: Generated<number>;
  hotel_id: Nullable<number>;
  channel: 'alpinebits' | 'webhook' | 'ical';
  direction: 'received' | 'sent';
  action: string;
  outcome: MessageOutcome;
  http_status: Nullable<number>;
  detail: string;
  created_at: Generated<Date>;
}

export interface WebhookEndpointTable {
  id: Generated<number>;
  hotel_id: number;
  url: string;
  /** The signing secret: needed in clear to sign; shown once, never logged. */
  secret: string;
  description: string;
  created_at: Generated<Date>;
  disabled_at: Nullable<Date>;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveryTable {
  id: Generated<number>;
  endpoint_id: number;
  event_id: number;
  event_type: string;
  /** The JSON body, fixed when the event was fanned out: a redelivery sends the same. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_attempt_at: Nullable<Date>;
  last_status: Nullable<number>;
  last_error: Nullable<string>;
  delivered_at: Nullable<Date>;
  created_at: Generated<Date>;
}

export interface ConnectivityCursorTable {
  name: string;
  position: number;
}

export interface IcalExportTable {
  id: Generated<number>;
  room_type_id: number;
  token_hash: string;
  created_at: Generated<Date>;
  revoked_at: Nullable<Date>;
}

export interface IcalFeedTable {
  id: Generated<number>;
  hotel_id: number;
  room_type_id: number;
  url: string;
  name: string;
  created_at: Generated<Date>;
  removed_at: Nullable<Date>;
  last_fetched_at: Nullable<Date>;
  last_outcome: Nullable<'ok' | 'error'>;
  last_error: Nullable<string>;
}

export interface IcalFeedNightTable {
  feed_id: number;
  room_type_id: number;
  date: string;
  reopen: boolean;
}

export interface IcalConflictTable {
  feed_id: number;
  date: string;
  booked: number;
  detected_at: Generated<Date>;
}

/** The tables above as `Database` entries. */
export interface ConnectivityTables {
  channel_events: ChannelEventTable;
  alpinebits_credentials: AlpineBitsCredentialTable;
  alpinebits_deliveries: AlpineBitsDeliveryTable;
  alpinebits_code_map: AlpineBitsCodeMapTable;
  connectivity_messages: ConnectivityMessageTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  connectivity_cursors: ConnectivityCursorTable;
  ical_exports: IcalExportTable;
  ical_feeds: IcalFeedTable;
  ical_feed_nights: IcalFeedNightTable;
  ical_conflicts: IcalConflictTable;
}
