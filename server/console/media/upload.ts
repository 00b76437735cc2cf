import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_IMAGE_BYTES } from '../../../src/api/contract/console/settings.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import { sniffImageType } from '../../uploads/image-type.ts';
import { boundaryOf, MultipartError, streamMultipart } from '../../uploads/multipart.ts';
import { notImage } from '../../uploads/store.ts';

/** The console's image upload (its own size limit, not the JSON body's: app.ts). */
export const CONSOLE_IMAGE_UPLOAD = /^\/api\/v1\/console\/hotels\/[^/]+\/images$/;

/** The path uploaded images are served under (routes.ts). */
export const UPLOADS_PATH = '/media/uploads';

/** Each accepted type's file name ending. */
const EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;

const tooLarge = (): DomainError =>
  new DomainError(
    ErrorCode.payloadTooLarge,
    413,
    `The file must be at most ${MAX_IMAGE_BYTES / 1024} KB.`,
    'file',
  );

/**
 * Reads the `file` part of a multipart upload: at most {@link MAX_IMAGE_BYTES}, its type taken
 * from its first bytes (whatever it claims), through the file attachments' multipart reader and
 * image check (server/uploads). Stops reading as soon as the limit is passed.
 */
export async function readImageUpload(
  request: Request,
): Promise<{ type: keyof typeof EXTENSIONS; bytes: Buffer }> {
  const boundary = boundaryOf(request.headers.get('content-type') ?? '');
  if (!boundary) throw notImage();
  if (Number(request.headers.get('content-length') ?? '0') > MAX_IMAGE_BYTES + 16 * 1024)
    throw tooLarge();
  if (!request.body) throw invalid('file', 'is required');
  const chunks: Uint8Array[] = [];
  let size = 0;
  let seen = false;
  try {
    await streamMultipart(
      request.body,
      boundary,
      (part) => {
        if (part.name !== 'file' || part.filename === null || seen) return null;
        seen = true;
        return {
          write: (chunk) => {
            size += chunk.length;
            if (size > MAX_IMAGE_BYTES) throw tooLarge();
            chunks.push(Uint8Array.from(chunk));
          },
        };
      },
      () => {},
    );
  } catch (error) {
    if (error instanceof MultipartError) throw invalid('body', error.message);
    throw error;
  }
  if (!seen || size === 0) throw invalid('file', 'required');
  const bytes = Buffer.concat(chunks);
  const type = sniffImageType(bytes.subarray(0, 12));
  if (!type) throw notImage();
  return { type, bytes };
}

/** Keeps an uploaded image for the hotel; its address on this server (`publicOrigin`). */
export async function storeImage(
  db: Kysely<Database>,
  hotelId: number,
  image: { type: keyof typeof EXTENSIONS; bytes: Buffer },
  publicOrigin: string,
  now: Date,
): Promise<string> {
  const name = `${randomBytes(12).toString('hex')}.${EXTENSIONS[image.type]}`;
  await db
    .insertInto('hotel_media')
    .values({
      name,
      hotel_id: hotelId,
      content_type: image.type,
      bytes: image.bytes,
      created_at: now,
    })
    .execute();
  return `${publicOrigin}${UPLOADS_PATH}/${name}`;
}
