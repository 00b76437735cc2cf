import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { saveAttachment } from '../uploads/store.ts';
import type { AppEnv } from './context.ts';

/** Mount point; the JSON body limit of /api is skipped here (uploads have their own). */
export const FILE_ATTACHMENTS_PATH = '/api/v1/file_attachments';

/**
 * `POST /api/v1/file_attachments` (multipart, one `file` field): an image of at most 80 MB,
 * streamed to `dir`. Answers 201 `{ data: { id, content_type, byte_size, filename } }`.
 */
export function fileAttachmentRoutes(options: { db: Kysely<Database>; dir: string }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const stored = await saveAttachment(options.db, options.dir, c.req.raw);
    return c.json({ data: stored }, 201);
  });
  return app;
}
