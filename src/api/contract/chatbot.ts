import * as v from 'valibot';

/**
 * The chatbot and messaging-app bridge (product.md §1 "chatbot frame, messaging-app embed";
 * doc 2 §7 `memberships/chatbot_session`, `POST /liff/upsert`, `GET /qr_codes`).
 */

/** A chatbot's own id for its user (the `triplabot_user_id` startup parameter). */
export const ChatbotUserIdSchema = v.pipe(
  v.string(),
  v.regex(/^[\w.:-]{1,128}$/, 'must be 1 to 128 letters, digits or . _ : -'),
);

/** `POST memberships/chatbot_session`: links the chatbot user to the signed-in member. */
export const ChatbotSessionSchema = v.object({
  user_id: ChatbotUserIdSchema,
  /** The chatbot message that asked the guest to sign in (answered once signed in). */
  auth_auto_message_id: v.optional(ChatbotUserIdSchema),
  /**
   * The origin the chatbot frame will post the one-time token to (its `parentUrl`'s origin, or
   * `*`). The server hands out a token only for an origin it lists as a chatbot site.
   */
  parent_origin: v.optional(v.pipe(v.string(), v.maxLength(300))),
});

/**
 * The link, and a one-time token (a sign-in code, valid one minute) the chatbot redeems once
 * with `GET /user/me` (`X-One-Time-Access-Token`) or memberships/tokens — never the member's
 * own tokens.
 */
export const ChatbotSessionResponseSchema = v.object({
  data: v.object({
    user_id: v.string(),
    member_id: v.number(),
    auth_auto_message_id: v.nullable(v.string()),
    one_time_token: v.string(),
    expires_in: v.number(),
  }),
});

/** `POST /liff/upsert`: the messaging app's ID token of the guest (from the LIFF SDK). */
export const LiffUpsertSchema = v.object({
  id_token: v.pipe(v.string(), v.minLength(16), v.maxLength(4096)),
});

export const LiffUpsertResponseSchema = v.object({
  data: v.object({
    platform_user_id: v.string(),
    display_name: v.nullable(v.string()),
    member_id: v.number(),
  }),
});

/** `GET /qr_codes`: a QR code (SVG) of a page of this provider or the messaging app's LIFF. */
export const QrCodeQuerySchema = v.object({
  url: v.pipe(v.string(), v.url('must be a URL'), v.maxLength(1000)),
});
