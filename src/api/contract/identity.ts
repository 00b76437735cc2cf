import * as v from 'valibot';

/**
 * The secret an embedded widget sends with its hotel code as `key`. A browser cannot keep a
 * secret, so this only marks the caller as the public widget; the session it gets is scoped to
 * the hotel's brand. Private integrations use their own key/secret pair.
 */
export const PUBLIC_WIDGET_SECRET = 'hotel-booking-widget';

/** `POST /identity/api/client_sessions` body. */
export const ClientSessionRequestSchema = v.strictObject({
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  secret: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});

/** Its answer: the widget stores `data.client_session` and sends it as `X-Client-Session`. */
export const ClientSessionResponseSchema = v.object({
  data: v.object({ client_session: v.string(), expires_at: v.string() }),
});

export type ClientSessionRequest = v.InferOutput<typeof ClientSessionRequestSchema>;
export type ClientSessionResponse = v.InferOutput<typeof ClientSessionResponseSchema>;
