import { type RawBuilder, sql } from 'kysely';
import type { ReservationSource } from '../../../src/api/contract/console/reservations.ts';

/**
 * Where a booking came from, as SQL over `reservations r`: the `source` the path that made it
 * recorded (migration 039), else derived from its campaign (a chatbot's link says
 * `utm_source=chatbot`, a metasearch channel's carries `metasearch_source`), else the widget.
 * The widget and the hosted pages share one booking call, so older bookings read as `widget`.
 */
export const sourceSql: RawBuilder<ReservationSource> = sql<ReservationSource>`coalesce(r.source,
  CASE
    WHEN lower(coalesce(r.campaign ->> 'utm_source', r.campaign ->> 'source', '')) IN ('chatbot', 'triplabot', 'line') THEN 'chatbot'
    WHEN r.campaign ->> 'metasearch_source' IS NOT NULL THEN 'channel'
    ELSE 'widget'
  END)`;
