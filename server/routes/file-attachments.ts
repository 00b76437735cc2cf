import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { uploadFileAttachment } from '../../src/api/contract/endpoints/attachments.ts';
import type { Database } from '../db/schema.ts';
import { register } from '../http/register.ts';
import { saveAttachment } from '../uploads/store.ts';
import type { AppEnv } from './context.ts';

/** Mount point; the JSON body limit of /api is skipped here (uploads have their own). */
export const FILE_ATTACHMENTS_PATH = uploadFileAttachment.path;

/**
 * `POST /api/v1/file_attachments` (multipart, one `file` field): an image of at most 80 MB,
 * streamed to `dir`. Answers 201 `{ data: { id, content_type, byte_size, filename } }`.
 */
export function fileAttachmentRoutes(
  app: Hono<AppEnv>,
  options: { db: Kysely<Database>; dir: string },
): void {
  // The declared body is the widget's FormData; the multipart stream is read here, never as JSON.
  register(app, uploadFileAttachment, async ({ c }) => ({
    data: await saveAttachment(options.db, options.dir, c.req.raw),
  }));
}
