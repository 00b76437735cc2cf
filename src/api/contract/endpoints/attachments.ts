import * as v from 'valibot';
import { FileAttachmentResponseSchema } from '../attachment.ts';
import type { Endpoint } from '../endpoint.ts';

/**
 * An image for a free-text answer, streamed to disk under its own size limit. The body is the
 * widget's `FormData` (one `file` field); the server reads the multipart stream itself.
 */
export const uploadFileAttachment = {
  method: 'post',
  path: '/api/v1/file_attachments',
  consumes: 'multipart/form-data',
  body: v.instance(FormData),
  response: FileAttachmentResponseSchema,
  status: 201,
  tag: 'reservations',
  summary: 'Upload an image (multipart field `file`; PNG/JPEG/GIF/WebP, at most 80 MB)',
  errors: {
    415: '1251: the file is not a PNG, JPEG, GIF or WebP image',
  },
} as const satisfies Endpoint;
