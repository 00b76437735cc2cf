/** One part's headers. */
export interface PartInfo {
  name: string | null;
  filename: string | null;
  contentType: string | null;
}

/** What to do with a part's bytes as they stream in. */
export interface PartSink {
  /** Called for each piece of the part's body; throwing stops the upload. */
  write(chunk: Uint8Array): Promise<void> | void;
}

export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartError';
  }
}

/** The boundary of a `multipart/form-data` content type, or null. */
export function boundaryOf(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const m = contentType.match(/boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i);
  return m?.[1] ?? m?.[2] ?? null;
}

function parseHeaders(block: string): PartInfo {
  const info: PartInfo = { name: null, filename: null, contentType: null };
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-type') info.contentType = value.toLowerCase();
    if (key === 'content-disposition') {
      info.name = value.match(/;\s*name="([^"]*)"/i)?.[1] ?? null;
      info.filename = value.match(/;\s*filename="([^"]*)"/i)?.[1] ?? null;
    }
  }
  return info;
}

const MAX_HEADER_BYTES = 8 * 1024;

/**
 * Streams a multipart body part by part without buffering it: `onPart` returns a sink for a
 * part (or null to skip it), then gets its bytes as they arrive. Only a bounded tail is held
 * back (a delimiter may span two chunks). Stops after the closing delimiter.
 */
export async function streamMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  onPart: (info: PartInfo) => PartSink | null,
  onPartEnd: (info: PartInfo) => Promise<void> | void,
): Promise<void> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The body starts with "--boundary" (no CRLF before the first one).
  let buffer = Buffer.from('\r\n');
  let state: 'preamble' | 'headers' | 'data' | 'done' = 'preamble';
  let part: PartInfo | null = null;
  let sink: PartSink | null = null;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (value) buffer = buffer.length === 0 ? Buffer.from(value) : Buffer.concat([buffer, value]);
      for (;;) {
        if (state === 'preamble') {
          const at = buffer.indexOf(delimiter);
          if (at < 0) {
            buffer = buffer.subarray(Math.max(0, buffer.length - delimiter.length));
            break;
          }
          buffer = buffer.subarray(at + delimiter.length);
          state = 'headers';
        } else if (state === 'headers') {
          if (buffer.length < 2) break;
          if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
            state = 'done';
            break;
          }
          const end = buffer.indexOf('\r\n\r\n');
          if (end < 0) {
            if (buffer.length > MAX_HEADER_BYTES) throw new MultipartError('part headers too long');
            break;
          }
          part = parseHeaders(buffer.subarray(2, end).toString('latin1'));
          sink = onPart(part);
          buffer = buffer.subarray(end + 4);
          state = 'data';
        } else if (state === 'data') {
          const at = buffer.indexOf(delimiter);
          const safe = at >= 0 ? at : Math.max(0, buffer.length - delimiter.length);
          if (safe > 0 && sink) await sink.write(buffer.subarray(0, safe));
          if (at < 0) {
            buffer = buffer.subarray(safe);
            break;
          }
          buffer = buffer.subarray(at + delimiter.length);
          if (part) await onPartEnd(part);
          part = null;
          sink = null;
          state = 'headers';
        } else break;
      }
      if (state === 'done') return;
      if (done) throw new MultipartError('body ended before the closing boundary');
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
