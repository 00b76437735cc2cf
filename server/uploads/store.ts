import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import {
  type AttachmentType,
  ErrorCode,
  MAX_ATTACHMENT_BYTES,
} from '../../src/api/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { DomainError, invalid } from '../domain/errors.ts';
import { SNIFF_BYTES, sniffImageType } from './image-type.ts';
import { boundaryOf, MultipartError, streamMultipart } from './multipart.ts';

/** Catalogue 1251 "unprocessable upload" for anything that is not an accepted image. */
export const notImage = (): DomainError =>
  new DomainError(
    1251,
    415,
    'The file must be a PNG, JPEG, GIF or WebP image.',
    'file',
    undefined,
    'unsupported_media_type',
  );
const tooLarge = (): DomainError =>
  new DomainError(
    ErrorCode.payloadTooLarge,
    413,
    `The file must be at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`,
    'file',
  );

/** Room for the multipart framing and small fields around the one file. */
const FRAMING_BYTES = 64 * 1024;

export interface StoredAttachment {
  id: string;
  content_type: AttachmentType;
  byte_size: number;
  filename: string | null;
}

const writeChunk = (out: WriteStream, chunk: Uint8Array): Promise<void> =>
  new Promise((resolve, reject) => {
    out.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
const closeStream = (out: WriteStream): Promise<void> =>
  new Promise((resolve, reject) => {
    out.once('error', reject);
    out.end(() => resolve());
  });

/**
 * Streams the `file` part of a multipart upload to `dir` and records it. The first bytes must
 * be an accepted image (magic numbers, whatever the declared type); the upload stops as soon as
 * the file passes 80 MB. Nothing is kept from a rejected upload.
 */
export async function saveAttachment(
  db: Kysely<Database>,
  dir: string,
  request: Request,
): Promise<StoredAttachment> {
  const boundary = boundaryOf(request.headers.get('content-type') ?? '');
  if (!boundary) throw notImage();
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_ATTACHMENT_BYTES + FRAMING_BYTES) throw tooLarge();
  if (!request.body) throw invalid('file', 'is required');

  await mkdir(dir, { recursive: true });
  const id = `att_${randomBytes(16).toString('hex')}`;
  const temp = join(dir, `.${id}.part`);
  const hash = createHash('sha256');
  let out: WriteStream | null = null;
  let size = 0;
  let head = Buffer.alloc(0);
  let type: AttachmentType | null = null;
  let filename: string | null = null;
  let seen = false;
  let finished = false;

  const accept = async (chunk: Uint8Array): Promise<void> => {
    size += chunk.length;
    if (size > MAX_ATTACHMENT_BYTES) throw tooLarge();
    if (!type) {
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) return;
      type = sniffImageType(head);
      if (!type) throw notImage();
      out = createWriteStream(temp, { flags: 'wx' });
      hash.update(head);
      await writeChunk(out, head);
      return;
    }
    hash.update(chunk);
    if (out) await writeChunk(out, chunk);
  };

  try {
    await streamMultipart(
      request.body,
      boundary,
      (part) => {
        if (part.name !== 'file' || part.filename === null || seen) return null;
        if (part.contentType && !part.contentType.startsWith('image/')) throw notImage();
        seen = true;
        filename = part.filename.replace(/[\\/\r\n]/g, '_').slice(-255) || null;
        return { write: accept };
      },
      (part) => {
        if (part.name === 'file' && seen) finished = true;
      },
    );
    if (!seen) throw invalid('file', 'is required');
    // A file shorter than the magic numbers: sniff what there is.
    if (!type) {
      type = sniffImageType(head);
      if (!type || !finished) throw notImage();
      out = createWriteStream(temp, { flags: 'wx' });
      hash.update(head);
      await writeChunk(out, head);
    }
    if (out) await closeStream(out);
    await rename(temp, join(dir, id));
  } catch (error) {
    if (out) (out as WriteStream).destroy();
    await rm(temp, { force: true });
    if (error instanceof MultipartError) throw invalid('body', error.message);
    throw error;
  }
  const stored: StoredAttachment = { id, content_type: type, byte_size: size, filename };
  await db
    .insertInto('file_attachments')
    .values({ ...stored, sha256: hash.digest('hex') })
    .execute();
  return stored;
}
