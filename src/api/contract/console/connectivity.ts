import * as v from 'valibot';
import { INVALID, text } from './hotel.ts';

/**
 * The console's Connectivity page (issue 42): AlpineBits credentials and code mapping, the
 * messages exchanged with other systems, webhook endpoints and their deliveries, iCal exports
 * and import feeds. Secrets (a credential's password, a webhook's signing secret, an export's
 * URL) are answered once, when made.
 */

const iso = v.string();
const id = v.number();

export const AlpineBitsCredentialSchema = v.object({
  id,
  username: v.string(),
  label: v.string(),
  created_at: iso,
  revoked_at: v.nullable(iso),
});
export const AlpineBitsCredentialListSchema = v.object({
  data: v.object({
    /** Where the channel manager sends its requests. */
    endpoint_url: v.string(),
    /** The AlpineBits HotelData version this server speaks. */
    version: v.string(),
    credentials: v.array(AlpineBitsCredentialSchema),
  }),
});
export const CreateAlpineBitsCredentialSchema = v.object({ label: text(100) });
export const CreatedAlpineBitsCredentialSchema = v.object({
  data: v.object({
    ...AlpineBitsCredentialSchema.entries,
    /** Shown this once. */
    password: v.string(),
    endpoint_url: v.string(),
  }),
});

/** AlpineBits codes (InvTypeCode / RatePlanCode, ≤ 8 characters for room types). */
const externalCode = v.pipe(
  v.string(INVALID.required),
  v.trim(),
  v.minLength(1, INVALID.required),
  v.maxLength(50, INVALID.tooLong),
  v.regex(/^\S+$/, INVALID.code),
);
export const CodeMappingSchema = v.variant('kind', [
  v.object({
    kind: v.literal('room_type'),
    external_code: v.pipe(externalCode, v.maxLength(8, INVALID.tooLong)),
    /** Our room type's code. */
    room_type_code: text(50),
  }),
  v.object({
    kind: v.literal('rate_plan'),
    external_code: externalCode,
    /** Our rate plan family's code (`hotel_plan_code`). */
    hotel_plan_code: text(50),
  }),
]);
export type CodeMapping = v.InferOutput<typeof CodeMappingSchema>;
export const CodeMapSchema = v.object({
  data: v.array(v.intersect([v.object({ id }), CodeMappingSchema])),
});
/** The whole mapping, replacing the hotel's: one external code per kind at most once. */
export const PutCodeMapSchema = v.object({
  mappings: v.pipe(v.array(CodeMappingSchema), v.maxLength(500, INVALID.tooLong)),
});

export const ConnectivityMessageSchema = v.object({
  id,
  channel: v.picklist(['alpinebits', 'webhook', 'ical']),
  direction: v.picklist(['received', 'sent']),
  action: v.string(),
  outcome: v.picklist(['success', 'warning', 'error']),
  http_status: v.nullable(v.number()),
  detail: v.string(),
  created_at: iso,
});
export const ConnectivityMessagesSchema = v.object({
  data: v.array(ConnectivityMessageSchema),
});
export const ConnectivityMessagesQuerySchema = v.object({
  channel: v.optional(v.picklist(['alpinebits', 'webhook', 'ical'])),
});

export const WebhookEndpointSchema = v.object({
  id,
  url: v.string(),
  description: v.string(),
  created_at: iso,
  disabled_at: v.nullable(iso),
});
export const WebhookEndpointListSchema = v.object({ data: v.array(WebhookEndpointSchema) });
export const CreateWebhookEndpointSchema = v.object({
  url: v.pipe(text(500), v.url(INVALID.url)),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, INVALID.tooLong)), ''),
});
export const CreatedWebhookEndpointSchema = v.object({
  data: v.object({
    ...WebhookEndpointSchema.entries,
    /** The signing secret, shown this once (README "Webhooks": verifying a delivery). */
    secret: v.string(),
  }),
});
export const WebhookDeliverySchema = v.object({
  id,
  endpoint_id: id,
  event_id: v.string(),
  event_type: v.string(),
  reservation_number: v.nullable(v.string()),
  status: v.picklist(['pending', 'delivered', 'failed']),
  attempts: v.number(),
  last_status: v.nullable(v.number()),
  last_error: v.nullable(v.string()),
  next_attempt_at: v.nullable(iso),
  delivered_at: v.nullable(iso),
  created_at: iso,
});
export const WebhookDeliveryListSchema = v.object({ data: v.array(WebhookDeliverySchema) });

export const IcalExportSchema = v.object({
  id,
  room_type_code: v.string(),
  created_at: iso,
  revoked_at: v.nullable(iso),
});
export const IcalConflictSchema = v.object({ date: v.string(), booked: v.number() });
export const IcalFeedSchema = v.object({
  id,
  room_type_code: v.string(),
  name: v.string(),
  url: v.string(),
  created_at: iso,
  last_fetched_at: v.nullable(iso),
  last_outcome: v.nullable(v.picklist(['ok', 'error'])),
  last_error: v.nullable(v.string()),
  /** Nights the feed closes that already had bookings. */
  conflicts: v.array(IcalConflictSchema),
});
export const IcalOverviewSchema = v.object({
  data: v.object({ exports: v.array(IcalExportSchema), feeds: v.array(IcalFeedSchema) }),
});
export const CreateIcalExportSchema = v.object({ room_type_code: text(50) });
export const CreatedIcalExportSchema = v.object({
  data: v.object({
    ...IcalExportSchema.entries,
    /** The secret export URL, shown this once. */
    url: v.string(),
  }),
});
export const CreateIcalFeedSchema = v.object({
  room_type_code: text(50),
  url: v.pipe(text(500), v.url(INVALID.url)),
  name: text(100),
});
export const CreatedIcalFeedSchema = v.object({ data: IcalFeedSchema });
