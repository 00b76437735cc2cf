import * as v from 'valibot';

/** The token from an e-mail's unsubscribe link (`/unsubscribe-email/confirmation?token=…`). */
export const MarketingTokenSchema = v.pipe(v.string(), v.minLength(20), v.maxLength(200));

export const SubscriptionStatusQuerySchema = v.looseObject({ token: MarketingTokenSchema });
export const UnsubscribeSchema = v.strictObject({ token: MarketingTokenSchema });

/** `GET …/marketing_emails/subscription_status` and `POST …/unsubscribe` answer. */
export const SubscriptionStatusResponseSchema = v.object({
  data: v.object({
    /** The address with its local part masked (`h***@example.com`): the link may be forwarded. */
    email: v.string(),
    subscribed: v.boolean(),
  }),
});
export type SubscriptionStatus = v.InferOutput<typeof SubscriptionStatusResponseSchema>['data'];
