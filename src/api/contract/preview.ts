import * as v from 'valibot';

/** How long a preview link lets a session see the hotel's unpublished plans (doc 2 §9). */
export const PREVIEW_MINUTES = 5;

/** `POST /api/v1/hotel/previews` answer: a preview link for the hotel's staff, shown once. */
export const HotelPreviewResponseSchema = v.object({
  data: v.object({
    /** The hosted results page with `tripla_preview=true&preview_token=…`. */
    url: v.string(),
    token: v.string(),
    /** ISO instant: the link, and every session opened with it, ends here. */
    expires_at: v.string(),
  }),
});
export type HotelPreview = v.InferOutput<typeof HotelPreviewResponseSchema>['data'];

/** `POST /api/v1/previews` body: the widget opens the preview for its client session. */
export const OpenPreviewSchema = v.strictObject({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});
export type OpenPreview = v.InferOutput<typeof OpenPreviewSchema>;

/** `POST /api/v1/previews` answer: until when this session sees the preview. */
export const OpenPreviewResponseSchema = v.object({
  data: v.object({ expires_at: v.string() }),
});
