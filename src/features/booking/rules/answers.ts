import * as v from 'valibot';
import {
  type AttachmentType,
  AttachmentTypeSchema,
  MAX_ATTACHMENT_BYTES,
} from '../../../api/contract/attachment.ts';
import type { RuleResult } from '../../../shared/form/rule-types.ts';

export { MAX_ATTACHMENT_BYTES };

/** Longest free-text answer (doc 2 §9). */
export const ANSWER_MAX_LENGTH = 255;

/**
 * Free-text answer: at most 255 characters, counted as the server counts them. The server's
 * contract (`AnswerSchema`, valibot `maxLength`) counts JS string length (UTF-16 code units),
 * so an emoji counts 2 and `é` typed as e + combining accent counts 2. Counting user-perceived
 * characters (graphemes) here would let through answers the server refuses, so we count as it
 * does; the screen's counter should use `answerLength` for the same reason. Not trimmed: the
 * server does not trim answers. `required` answers must not be blank.
 */
export function answerTextError(text: string, required = false): RuleResult {
  if (required && text.trim() === '') return 'booking.validation.required';
  return answerLength(text) > ANSWER_MAX_LENGTH ? 'booking.validation.maxLength' : undefined;
}

/** The length the server checks (UTF-16 code units). */
export function answerLength(text: string): number {
  return text.length;
}

/** At most 30 attachments (doc 2 §9). */
export const MAX_ATTACHMENTS = 30;
/**
 * Extensions per image type the server stores (contract `AttachmentTypeSchema`; the server
 * checks the bytes, we check the declared type and the name): PNG, JPEG, GIF and WebP. HEIC
 * and SVG are refused: browsers cannot show HEIC, and SVG can carry script. Typed by the
 * contract's union, so a type added there fails to compile here until it gets extensions.
 * The size limit `MAX_ATTACHMENT_BYTES` (80 MiB, doc 2 §9) is the contract's, re-exported.
 */
export const ATTACHMENT_TYPES: Readonly<Record<AttachmentType, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

/** The parts of a `File` the rule needs (a `File` fits). */
export interface AttachmentFile {
  readonly name: string;
  readonly size: number;
  /** The MIME type the browser reports; may be empty. */
  readonly type: string;
}

/**
 * One file: an image by both its MIME type and its extension, and the two agree (a `.png`
 * declared `image/jpeg` is refused: one of them lies); at most 80 MB.
 */
export function attachmentError(file: AttachmentFile): RuleResult {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const type = file.type.toLowerCase();
  const extensions = v.is(AttachmentTypeSchema, type) ? ATTACHMENT_TYPES[type] : undefined;
  if (extension === undefined || extensions === undefined || !extensions.includes(extension)) {
    return 'booking.validation.attachments.notImage';
  }
  return file.size > MAX_ATTACHMENT_BYTES ? 'booking.validation.attachments.tooLarge' : undefined;
}

/**
 * A set of attachments: more than 30 is refused as a whole; otherwise the first file that
 * breaks a rule decides (screens can also call `attachmentError` per file).
 */
export function attachmentsError(files: readonly AttachmentFile[]): RuleResult {
  if (files.length > MAX_ATTACHMENTS) return 'booking.validation.attachments.tooMany';
  for (const file of files) {
    const error = attachmentError(file);
    if (error) return error;
  }
  return undefined;
}
