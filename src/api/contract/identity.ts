import * as v from 'valibot';

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
