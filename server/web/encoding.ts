/** Encodings the build writes beside each text file (`.br`, `.gz`), best first. */
export const PRECOMPRESSED = [
  { coding: 'br', extension: '.br' },
  { coding: 'gzip', extension: '.gz' },
] as const;

export type Precompressed = (typeof PRECOMPRESSED)[number];

/** The quality (0–1) an Accept-Encoding header gives a coding; `*` covers unnamed ones. */
function qualityOf(header: string, coding: string): number {
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    const value = Number.isFinite(quality) ? quality : 0;
    if (name.trim() === coding) return value;
    if (name.trim() === '*') wildcard = value;
  }
  return wildcard ?? 0;
}

/**
 * The precompressed encodings a request accepts, best first (RFC 9110 §12.5.3: a coding with
 * q=0 is refused; ties keep our order, Brotli before gzip, because Brotli files are smaller).
 */
export function acceptedEncodings(header: string | undefined): Precompressed[] {
  if (!header) return [];
  return PRECOMPRESSED.map((encoding) => ({ encoding, q: qualityOf(header, encoding.coding) }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ encoding }) => encoding);
}
