import type { AttachmentType } from '../../src/api/contract/index.ts';

/** Bytes needed to recognise every accepted image format. */
export const SNIFF_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));

/** The image type from a file's first bytes (magic numbers), or null when it is not one. */
export function sniffImageType(head: Uint8Array): AttachmentType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
