import type * as v from 'valibot';
import * as c from '../../src/api/contract/index.ts';

export interface RouteDoc {
  method: 'get' | 'post' | 'put';
  path: string;
  summary: string;
  tag: string;
  query?:
    | v.ObjectSchema<v.ObjectEntries, undefined>
    | v.LooseObjectSchema<v.ObjectEntries, undefined>;
  body?: v.GenericSchema;
  response?: v.GenericSchema;
  /** Request headers worth documenting. */
  headers?: { name: string; description: string }[];
  /** Content type of a non-JSON answer. */
  produces?: string;
  status?: number;
}

const access = c.ReservationAccessQuerySchema;

/** The documented routes; each names the contract schemas that validate it. */
export const ROUTES: RouteDoc[] = [
  {
    method: 'post',
    path: '/identity/api/client_sessions',
    tag: 'identity',
    summary: 'Create a client session',
    body: c.ClientSessionRequestSchema,
    response: c.ClientSessionResponseSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/v1/hotels/{code}/settings/booking_widget',
    tag: 'settings',
    summary: 'Brand and hotel init settings',
    response: c.BookingWidgetSettingsSchema,
  },
  {
    method: 'get',
    path: '/api/v1/hotels/{code}/settings/sign_in_button',
    tag: 'settings',
    summary: 'Login widget data',
    response: c.SignInButtonSettingsSchema,
  },
  {
    method: 'get',
    path: '/api/v1/hotels/{code}/settings/recommender_widget',
    tag: 'settings',
    summary: 'Recommender settings',
    response: c.RecommenderSettingsSchema,
  },
  {
    method: 'get',
    path: '/api/v1/rooms',
    tag: 'rooms',
    summary: 'Search rooms and plans',
    query: c.RoomSearchQuerySchema,
    response: c.RoomSearchResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/rooms/recommendation',
    tag: 'rooms',
    summary: 'The three cheapest offers of a search',
    query: c.RoomSearchQuerySchema,
    response: c.RecommendationResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/rooms/availability',
    tag: 'rooms',
    summary: 'Calendar: lowest price and rooms left per day',
    query: c.AvailabilityQuerySchema,
    response: c.AvailabilityResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/rooms/inventory',
    tag: 'rooms',
    summary: 'Stock per room type per day',
    query: c.InventoryQuerySchema,
    response: c.InventoryResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/rooms/price',
    tag: 'rooms',
    summary: 'Price of one plan for a stay',
    query: c.RoomPriceQuerySchema,
    response: c.RoomPriceResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/hotel_brands/{id}/hotels',
    tag: 'hotels',
    summary: "A brand's hotels (paged)",
    query: c.PageQuerySchema,
    response: c.HotelListResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/hotels/{code}',
    tag: 'hotels',
    summary: 'One hotel',
    response: c.HotelResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/hotels/{code}/plans',
    tag: 'hotels',
    summary: 'Plans (room_plan_codes=a,b)',
    query: c.PlanQuerySchema,
    response: c.PlanListResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/hotels/{code}/plans/{plan}',
    tag: 'hotels',
    summary: 'One plan',
    response: c.PlanResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/hotels/{code}/cancellation_policies',
    tag: 'hotels',
    summary: 'Cancellation policies',
    response: c.CancellationPolicyListResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/hotels/{code}/extras',
    tag: 'hotels',
    summary: 'Extras (paid options)',
    query: c.ExtrasQuerySchema,
    response: c.ExtraListResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/hotels/{code}/additional_questions',
    tag: 'hotels',
    summary: 'Questions and notifications (q = JSON filter)',
    query: c.QuestionQuerySchema,
    response: c.AdditionalQuestionListResponseSchema,
  },
  {
    method: 'post',
    path: '/api/v1/reservations',
    tag: 'reservations',
    summary: 'Book (priced by the server; Idempotency-Key header honoured)',
    headers: [
      {
        name: 'Idempotency-Key',
        description:
          'Retries with the same key get the first answer (8-100 of A-Z a-z 0-9 . _ : -)',
      },
    ],
    body: c.CreateReservationSchema,
    response: c.CreateReservationResponseSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/v1/reservations/quote',
    tag: 'reservations',
    summary: 'Price exactly these rooms, extras and coupon (checks availability; holds nothing)',
    body: c.QuoteReservationSchema,
    response: c.QuoteResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/reservations/{number}',
    tag: 'reservations',
    summary: 'Read a reservation (email or bypass_token)',
    query: access,
    response: c.ReservationResponseSchema,
  },
  {
    method: 'post',
    path: '/api/v1/reservations/{number}/payment/complete',
    tag: 'reservations',
    summary: 'Settle a 3-D Secure payment after the challenge (done, or cancelled with 3006/3008)',
    query: access,
    response: c.ReservationResponseSchema,
  },
  {
    method: 'post',
    path: '/api/v1/reservations/{number}/payment/cancel',
    tag: 'reservations',
    summary:
      'The guest closed the 3-D Secure challenge: abandon it (cancelled with 3008, stock returned) unless it was already approved',
    query: access,
    response: c.ReservationResponseSchema,
  },
  {
    method: 'post',
    path: '/api/v1/file_attachments',
    tag: 'reservations',
    summary: 'Upload an image (multipart field `file`; PNG/JPEG/GIF/WebP, at most 80 MB)',
    response: c.FileAttachmentResponseSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/gateway/tokens',
    tag: 'payments',
    summary: 'Test gateway: tokenise a card (the provider API never sees card numbers)',
    body: c.CardTokenRequestSchema,
    response: c.CardTokenResponseSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/api/v1/reservations/{number}',
    tag: 'reservations',
    summary: 'Change dates or occupancy',
    query: access,
    body: c.UpdateReservationSchema,
    response: c.ReservationResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/reservations/{number}/update_settings',
    tag: 'reservations',
    summary: 'Whether it can be changed online',
    query: access,
    response: c.UpdateSettingsResponseSchema,
  },
  {
    method: 'put',
    path: '/api/v1/reservations/{number}/cancel',
    tag: 'reservations',
    summary: 'Cancel with the policy fee',
    query: access,
    body: c.CancelReservationSchema,
    response: c.ReservationResponseSchema,
  },
  {
    method: 'put',
    path: '/api/v1/reservations/{number}/guests',
    tag: 'reservations',
    summary: 'Replace guest details',
    query: access,
    body: c.UpdateGuestsSchema,
    response: c.ReservationResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/reservations/{number}/additional_questions',
    tag: 'reservations',
    summary: 'The booking questions with the guest answers',
    query: access,
    response: c.ReservationQuestionAnswersResponseSchema,
  },
  {
    method: 'put',
    path: '/api/v1/reservations/{number}/additional_questions/batch_update',
    tag: 'reservations',
    summary: 'Replace the answers (checked as at booking; 3013 locked, 3014 changed)',
    query: access,
    body: c.UpdateAnswersSchema,
    response: c.ReservationQuestionAnswersResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/reservations/{number}/receipt',
    tag: 'reservations',
    summary: 'Receipt PDF (optionally made out to receipt_name; Taiwan receipt_unicode: 8 digits)',
    query: c.ReceiptQuerySchema,
    produces: 'application/pdf',
  },
  {
    method: 'get',
    path: '/api/v1/hotel_brands/{id}/reservations/{number}',
    tag: 'reservations',
    summary: 'Find a reservation by number and e-mail',
    query: access,
    response: c.ReservationResponseSchema,
  },
  {
    method: 'get',
    path: '/api/v1/marketing_emails/subscription_status',
    tag: 'marketing',
    summary: 'Subscription status for the token of an e-mail link',
    query: c.SubscriptionStatusQuerySchema,
    response: c.SubscriptionStatusResponseSchema,
  },
  {
    method: 'post',
    path: '/api/v1/marketing_emails/unsubscribe',
    tag: 'marketing',
    summary: 'Unsubscribe with the token of an e-mail link',
    body: c.UnsubscribeSchema,
    response: c.SubscriptionStatusResponseSchema,
  },
  {
    method: 'get',
    path: '/api/ota/v1/hotels/search',
    tag: 'ota',
    summary: 'Agency hotel search',
    query: c.OtaHotelSearchQuerySchema,
  },
  { method: 'get', path: '/api/ota/v1/hotels/ratings', tag: 'ota', summary: 'Hotel ratings' },
  {
    method: 'get',
    path: '/api/ota/v1/reservations/{number}',
    tag: 'ota',
    summary: 'Agency reservation view',
    query: access,
    response: c.ReservationResponseSchema,
  },
  {
    method: 'post',
    path: '/api/ota/v1/temporary_storages',
    tag: 'ota',
    summary: 'Store hand-over data for an hour',
    body: c.TemporaryStorageSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/ota/v1/temporary_storages/{id}',
    tag: 'ota',
    summary: 'Read hand-over data',
  },
];
