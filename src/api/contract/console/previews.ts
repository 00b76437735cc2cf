import * as v from 'valibot';

/**
 * Preview links made in the console (issue 41): the same five-minute links as the hotel API's
 * `POST /hotel/previews` and `/hotel/brand_previews`, asked for by staff instead of an API key.
 * The answer is `HotelPreviewResponseSchema` (url, token, expires_at), shown once.
 */
export const ConsolePreviewSchema = v.strictObject({
  /** `hotel`: this hotel's unpublished plans; `brand`: every hotel of its brand. */
  scope: v.picklist(['hotel', 'brand']),
});
export type ConsolePreview = v.InferOutput<typeof ConsolePreviewSchema>;
