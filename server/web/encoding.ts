import { parseAccept } from 'hono/utils/accept';

/** Encodings the build writes beside each text file (`.br`, `.gz`), best first. */
export const PRECOMPRESSED = [
  { coding: 'br', extension: '.br' },
  { coding: 'gzip', extension: '.gz' },
] as const;

export type Precompressed = (typeof PRECOMPRESSED)[number];

/**
 * The precompressed encodings a request accepts, best first (RFC 9110 §12.5.3: a coding with
 * q=0 is refused, `*` covers the codings not named; ties keep our order, Brotli before gzip,
 * because Brotli files are smaller). The header is parsed by Hono's own Accept parser.
 */
export function acceptedEncodings(header: string | undefined): Precompressed[] {
  if (!header) return [];
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q ?? 0;
  const qualityOf = (coding: string) =>
    accepts.find((a) => a.type.toLowerCase() === coding)?.q ?? wildcard;
  return PRECOMPRESSED.map((encoding) => ({ encoding, q: qualityOf(encoding.coding) }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ encoding }) => encoding);
}
