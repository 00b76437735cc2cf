import { type RawBuilder, sql } from 'kysely';
import type { ReservationSource } from '../../../src/api/contract/console/reservations.ts';
import { CHATBOT_CAMPAIGN_SOURCES } from '../../services/reservations/booking-source.ts';

/**
 * Where a booking came from, as SQL over `reservations r`: the `source` recorded when it was
 * booked (server/services/reservations/booking-source.ts), else, for bookings made before it was
 * recorded, derived from the campaign by the same rule (a chatbot's link says
 * `utm_source=chatbot`, a metasearch channel's carries `metasearch_source`), else the widget:
 * the hosted pages and the agency site could not be told apart from it then.
 */
export const sourceSql: RawBuilder<ReservationSource> = sql<ReservationSource>`coalesce(r.source,
  CASE
    WHEN lower(coalesce(r.campaign ->> 'utm_source', r.campaign ->> 'source', '')) IN (${sql.join(CHATBOT_CAMPAIGN_SOURCES.map((tag) => sql.lit(tag)))}) THEN 'chatbot'
    WHEN r.campaign ->> 'metasearch_source' IS NOT NULL THEN 'channel'
    ELSE 'widget'
  END)`;
