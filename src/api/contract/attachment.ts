import * as v from 'valibot';

/** Largest attachment (product.md §5: 80 MB each, images only). */
export const MAX_ATTACHMENT_BYTES = 80 * 1024 * 1024;

/** Image types accepted by `POST /api/v1/file_attachments` (checked by magic bytes). */
export const AttachmentTypeSchema = v.picklist([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);
export type AttachmentType = v.InferOutput<typeof AttachmentTypeSchema>;

/** Answer of `POST /api/v1/file_attachments` (multipart, one `file` field). */
export const FileAttachmentResponseSchema = v.object({
  data: v.object({
    id: v.string(),
    content_type: AttachmentTypeSchema,
    byte_size: v.number(),
    filename: v.nullable(v.string()),
  }),
});
export type FileAttachmentResponse = v.InferOutput<typeof FileAttachmentResponseSchema>;
